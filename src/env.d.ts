/// <reference types="astro/client" />

// The site's own client directives (scripts/astro-foyer.mjs, src/shared/islands/).
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates on the island's first use: a touch, a key, the focus; `"replay"` holds a first click on a link. */
    'client:tap'?: boolean | 'replay';
    /** Hydrates when the island's section comes within a screen of the viewport. */
    'client:near'?: boolean;
  }
}

export {};
