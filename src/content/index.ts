/**
 * The venue's content for the pages (server components only: it reads files at build time). The folder and the
 * name come from the settings; `next.config.ts` has already checked both, so a page never meets a bad file.
 */
import 'server-only';
import path from 'node:path';
import { serverSettings } from '@/config/server-settings';
import { loadContent, type Content } from './load';

export const content: Content = loadContent(path.resolve(serverSettings.contentDir), {
  siteName: serverSettings.siteName,
});
export const { site: venueSite, venue, totals } = content;
