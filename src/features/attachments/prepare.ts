/**
 * Readies a chosen image for the email (the controller's `PrepareFile`): a small image is checked to be
 * readable and sent as it is; a large one is compressed in a web worker (see ./compression).
 */
import { CompressionError, compressImage, needsCompression } from './compression';
import { effectiveType } from './file-kinds';

export async function prepareForSending(
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<File> {
  const typed = file.type
    ? file
    : new File([file], file.name, { type: effectiveType(file), lastModified: file.lastModified });
  if (!needsCompression(typed.size)) {
    await assertReadable(typed);
    return typed;
  }
  onProgress(0);
  try {
    return await compressImage(typed, { onProgress, signal });
  } catch (error) {
    if (signal.aborted || error instanceof CompressionError) throw error;
    // The library reports an undecodable file as an Event or a bare worker message.
    throw unreadable(file.name);
  }
}

async function assertReadable(file: File): Promise<void> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw unreadable(file.name);
  }
  bitmap.close();
}

function unreadable(name: string): Error {
  return new Error(`“${name}” could not be read as an image: the file may be damaged.`);
}
