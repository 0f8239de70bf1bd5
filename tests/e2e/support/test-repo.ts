import type { Page } from '@playwright/test';

/**
 * Sveltia's `test-repo` backend keeps the repository in the origin's private file system (OPFS), under this folder:
 * a test seeds it with content files as the editor would find them in git, and reads back what a save wrote.
 */
const TEST_REPO_DIR = 'sveltia-cms-test';

/** Writes each file (by its path in the repository) into the editor's test repository. */
export async function seedTestRepo(page: Page, files: Record<string, string>): Promise<void> {
  await page.evaluate(
    async ({ dir, files }) => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(dir, { create: true });
      for (const [file, text] of Object.entries(files)) {
        const parts = file.split('/');
        let folder = root;
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
        const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { dir: TEST_REPO_DIR, files },
  );
}

/** A file of the editor's test repository, as text or (base64) bytes. */
export function readTestRepo(page: Page, file: string, as: 'text' | 'base64' = 'text'): Promise<string> {
  return page.evaluate(
    async ({ dir, file, as }) => {
      let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(dir);
      const parts = file.split('/');
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
      const blob = await (await folder.getFileHandle(parts.at(-1)!)).getFile();
      if (as === 'text') return blob.text();
      return btoa(Array.from(new Uint8Array(await blob.arrayBuffer()), (byte) => String.fromCharCode(byte)).join(''));
    },
    { dir: TEST_REPO_DIR, file, as },
  );
}
