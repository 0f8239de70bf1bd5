// @ts-check
/**
 * An SVG drawing (standard input) made fit for print as a PNG (standard output), at most `size` on its longer side,
 * drawn at `density`, on white: for the brochure's encodePrint, which runs it with FONTCONFIG_FILE naming the site's
 * faces. In a process of its own because fontconfig reads its configuration once a process, when the first word is
 * drawn: whatever the build's own process drew before, here the words take the site's faces.
 *
 *   node src/features/brochure/draw-drawing.mjs <density> <size> < plan.svg > plan.png
 */
import sharp from 'sharp';

const [density, size] = process.argv.slice(2).map(Number);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
try {
  const png = await sharp(Buffer.concat(chunks), { density })
    .resize({ width: size, height: size, fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
  process.stdout.write(png);
} catch (error) {
  // sharp's own words, for the build's message; no stack.
  process.stderr.write(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
