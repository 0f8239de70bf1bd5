// subset-font 2.9 ships no types (and @types/subset-font lags behind it: no keepFeatures); what integration/subset-fonts.mjs uses.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepFeatures?: readonly string[];
    noLayoutClosure?: boolean;
    preserveNameIds?: readonly number[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}

// fontverter 2 (subset-font's own converter) ships no types either; the test reads a cut font back with it.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer>;
    detectFormat(font: Buffer): string;
  };
  export default fontverter;
}
