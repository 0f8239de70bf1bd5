/**
 * Readies a chosen image for the email (the controller's `PrepareFile`): a small image is checked to be
 * readable and sent as it is; a large one is compressed in a web worker (see ./compression).
 */
import { fill } from '@/i18n/fill';
import { CompressionError, compressImage, needsCompression } from './compression';
import { effectiveType } from './file-kinds';

export async function prepareForSending(
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
  /** The problems' words in the page's language (src/i18n: `attachments.problems`). */
  problems: { unreadable: string; tooLarge: string },
): Promise<File> {
  const typed = file.type
    ? file
    : new File([file], file.name, { type: effectiveType(file), lastModified: file.lastModified });
  if (!needsCompression(typed.size)) {
    await assertReadable(typed, problems);
    return typed;
  }
  onProgress(0);
  try {
    return await compressImage(typed, { onProgress, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    if (error instanceof CompressionError)
      throw error.detail ? new CompressionError(fill(problems.tooLarge, error.detail), error.detail) : error;
    // The library reports an undecodable file as an Event or a bare worker message.
    throw unreadable(file.name, problems);
  }
}

async function assertReadable(file: File, problems: { unreadable: string }): Promise<void> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw unreadable(file.name, problems);
  }
  bitmap.close();
}

function unreadable(name: string, problems: { unreadable: string }): Error {
  return new Error(fill(problems.unreadable, { name }));
}
