import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/** The content folder's own files for visitors (a menu, its terms): published under /files/ as they are. */
export const VENUE_FILES_DIR = 'files';

/**
 * Every file in the content folder's files/, by its path inside it (`menus/winter.pdf`), sorted; hidden files (a
 * `.DS_Store`, an editor's lock) are left out.
 */
export function venueFiles(dir: string): string[] {
  const root = path.join(dir, VENUE_FILES_DIR);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        !path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    )
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
