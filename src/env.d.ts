/// <reference types="astro/client" />

// The site's own client directives (integration/astro-foyer.mjs, integration/directives/).
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates on the island's first use: a touch, a key, the focus. */
    'client:tap'?: boolean;
    /** As `client:tap`, and a first click on a link waits for the island and is made again once it is awake. */
    'client:replay'?: boolean;
    /** Hydrates when the island's section comes within a screen of the viewport. */
    'client:near'?: boolean;
  }
}

export {};
