/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text in the data can close the element early. */
export const jsonLd = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
