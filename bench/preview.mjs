// @ts-check
/**
 * The site as the benches measure it: `scripts/start.mjs`, the same path as `npm start`, building first unless told
 * not to, in a process group of its own so that stopping it also stops a build it is running.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Resolves once the server says it is serving; rejects, with its last output on stderr, if it stops before that.
 * @param {{ port: number, build?: boolean, echo?: boolean }} options build: false serves out/ as it is; echo: pass
 *   the server's output on to stderr as it comes
 * @returns {Promise<{ server: import('node:child_process').ChildProcess, stop: () => void, buildSeconds: number | null }>}
 */
export async function startPreview({ port, build = true, echo = false }) {
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), ...(build ? [] : ['--no-build'])], {
    cwd: root,
    env: { ...process.env, PORT: String(port), FOYER_WATCH: '0', ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stop = () => {
    server.removeAllListeners('exit');
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  /** @type {string[]} */
  const output = [];
  /** @type {number | null} */
  let buildSeconds = null;
  await new Promise((resolve, reject) => {
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      if (echo) process.stderr.write(chunk);
      for (const line of chunk.toString().split('\n')) {
        output.push(line);
        const built = /\[foyer\] built in ([\d.]+) s/.exec(line);
        if (built) buildSeconds = Number(built[1]);
        if (line.includes('[foyer] serving')) resolve(undefined);
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.on('exit', (code) => {
      if (!echo) process.stderr.write(output.slice(-60).join('\n') + '\n');
      reject(new Error(`the server stopped (exit ${code}) before serving; its last output is above`));
    });
  });
  return { server, stop, buildSeconds };
}
