/** The shapes of `src/generated/photos.json`, written by `integration/photos.mjs` (keep the two in step). */
export interface Candidate {
  width: number;
  url: string;
}

interface Rendition {
  webp: readonly Candidate[];
  jpeg: readonly Candidate[];
  width: number;
  height: number;
}

export interface PhotoEntry {
  /** Relative to the content folder, as content files name it: `photos/weaving-hall.jpg`. */
  src: string;
  width: number;
  height: number;
  /** The dominant colour, shown until the photo arrives. */
  colour: string;
  landscape: Rendition;
  /** A 9:16 centre crop, made for the photo the content names as the home hero (phones' heroes are taller than wide). */
  portrait?: Rendition;
}

export interface PhotoManifest {
  photos: Record<string, PhotoEntry>;
}
