import fs from 'node:fs';
import path from 'node:path';
import type { PhotoEntry, PhotoManifest } from './types';

/** Where `integration/photos.mjs` writes the manifest; it runs at the start of every build (integration/astro-foyer.mjs). */
const MANIFEST_FILE = path.join(process.cwd(), 'src', 'generated', 'photos.json');

const loaded = new Map<string, PhotoManifest>();

function photoManifest(file = MANIFEST_FILE): PhotoManifest {
  let manifest = loaded.get(file);
  if (!manifest) {
    if (!fs.existsSync(file)) {
      throw new Error(
        `${path.relative(process.cwd(), file)} is missing: the photo step (node integration/photos.mjs) has not run`,
      );
    }
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as PhotoManifest;
    loaded.set(file, manifest);
  }
  return manifest;
}

/** The processed photo a content file names, or a build-stopping error that names it. */
export function photoEntry(src: string, manifest = photoManifest()): PhotoEntry {
  const entry = manifest.photos[src];
  if (!entry) {
    const known = Object.keys(manifest.photos);
    throw new Error(
      `${src}: no such photo in the content folder's photos/ (it has ${known.length ? known.join(', ') : 'none'})`,
    );
  }
  return entry;
}
