/**
 * Where the first-run panel's files are served, under /admin/ (src/pages/admin/), and the panel's element: the one
 * place editor-page.ts, the endpoints and the browser's code take them from.
 */
export const FIRST_RUN_SCRIPT = '/admin/first-run.js';
export const FIRST_RUN_STYLE = '/admin/first-run.css';
export const PROOF_WORKER = '/admin/proof-worker.js';
export const SETUP_FILE = '/admin/setup.json';
export const PANEL_ID = 'first-run';
