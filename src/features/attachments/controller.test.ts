// @vitest-environment jsdom
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAKEN_OVER } from '@/shared/early/taken-over.mjs';
import { AttachmentController, AttachmentError, summaryOf, type PrepareFile } from './controller';
import { en } from '@/i18n/en';

const words = { words: en.attachments, language: 'en-GB' };

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function mount(html = '<input type="file">'): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

// jsdom has no object URLs; these record what the controller creates and revokes.
let created: string[] = [];
let revoked: string[] = [];
beforeEach(() => {
  created = [];
  revoked = [];
  let n = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${++n}-${(blob as File).name}`;
    created.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});
afterEach(() => document.body.replaceChildren());

describe('misuse of the programming interface throws a clear error', () => {
  it('for a missing upload id', () => {
    expect(() => new AttachmentController({ ...words, uploadId: '', container: mount() })).toThrow(AttachmentError);
    expect(() => new AttachmentController({ ...words, uploadId: '', container: mount() })).toThrow(/upload id/);
    // @ts-expect-error -- what plain JavaScript callers can do
    expect(() => new AttachmentController({ ...words, container: mount() })).toThrow(/upload id/);
  });

  it('for a missing container', () => {
    const container = document.querySelector<HTMLElement>('#not-there');
    expect(() => new AttachmentController({ ...words, uploadId: 'u', container })).toThrow(
      /container element is missing/,
    );
  });

  it('for a container missing its elements', () => {
    expect(() => new AttachmentController({ ...words, uploadId: 'u', container: mount('<p>no input</p>') })).toThrow(
      /missing its elements.*input\[type=file\]/,
    );
  });

  it('for an empty array given to replace', () => {
    const controller = new AttachmentController({ ...words, uploadId: 'u', container: mount() });
    controller.addFiles([png('a.png')]);
    expect(() => controller.replaceFiles([])).toThrow(/replaceFiles\(\) was given an empty array/);
    expect(controller.files.map((f) => f.name)).toEqual(['a.png']);
  });

  it('for no file at an index', () => {
    const controller = new AttachmentController({ ...words, uploadId: 'u', container: mount() });
    controller.addFiles([png('a.png')]);
    expect(() => controller.removeAt(1)).toThrow(/no file at index 1 \(1 file chosen\)/);
    expect(() => controller.removeAt(-1)).toThrow(/no file at index -1/);
    expect(() => controller.removeAt(0.5)).toThrow(AttachmentError);
    expect(controller.count).toBe(1);
  });
});

describe('choosing files', () => {
  it('keeps only the files that fit past the limit of two, and says so', () => {
    const controller = new AttachmentController({ ...words, uploadId: 'u', container: mount() });
    const result = controller.addFiles([png('a.png'), png('b.png'), png('c.png')]);
    expect(result.added.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(result.leftOut.map((f) => f.name)).toEqual(['c.png']);
    expect(controller.getState().announcement).toMatch(/At most 2 files can be attached, so “c.png” was not added/);
    expect(controller.addFiles([png('d.png')]).leftOut).toHaveLength(1);
    expect(controller.files.map((f) => f.name)).toEqual(['a.png', 'b.png']);
  });

  it('adds to the files already there up to the limit', () => {
    const controller = new AttachmentController({ ...words, uploadId: 'u', container: mount() });
    controller.addFiles([png('a.png')]);
    controller.addFiles([png('b.png'), png('c.png')]);
    expect(controller.files.map((f) => f.name)).toEqual(['a.png', 'b.png']);
  });

  it('replaces the file in single-file mode', () => {
    const controller = new AttachmentController({ ...words, uploadId: 'u', container: mount(), multiple: false });
    controller.addFiles([png('a.png')]);
    controller.addFiles([png('b.png')]);
    expect(controller.files.map((f) => f.name)).toEqual(['b.png']);
    expect(controller.input.multiple).toBe(false);
    expect(revoked).toEqual([created[0]]);
  });

  it('summarises as "Choose file...", the file name, or "N files selected"', () => {
    const controller = new AttachmentController({ ...words, uploadId: 'u', container: mount() });
    expect(controller.summary).toBe('Choose file...');
    controller.addFiles([png('a.png')]);
    expect(controller.summary).toBe('a.png');
    controller.addFiles([png('b.png')]);
    expect(controller.summary).toBe('2 files selected');
    expect(summaryOf([], en.attachments.summary)).toBe('Choose file...');
  });

  it('reads files from its input and from a drop on the container', () => {
    const container = mount();
    const controller = new AttachmentController({ ...words, uploadId: 'u', container });
    const input = container.querySelector('input')!;
    Object.defineProperty(input, 'files', { value: [png('picked.png')], configurable: true });
    input.dispatchEvent(new Event('change'));
    const drop = new Event('drop', { cancelable: true }) as Event & { dataTransfer: unknown };
    drop.dataTransfer = { files: [png('dropped.png')], types: ['Files'] };
    container.dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
    expect(controller.files.map((f) => f.name)).toEqual(['picked.png', 'dropped.png']);
    expect(container.dataset.uploadId).toBe('u');
  });

  it('takes over, in order, the files its input held before it listened, once, and marks the hand-over', async () => {
    const container = mount('<input type="file" multiple>');
    const input = container.querySelector('input')!;
    // What the page's inline script left in the input: two choices, joined (src/shared/early/before-hydration.mjs).
    Object.defineProperty(input, 'files', { value: [png('first.png'), png('second.png')], configurable: true });
    expect(container.hasAttribute(TAKEN_OVER)).toBe(false);
    // A controller React threw away at once (a ref's cleanup) takes nothing; the one that follows takes them all.
    new AttachmentController({ ...words, uploadId: 'u', container }).destroy();
    expect(container.hasAttribute(TAKEN_OVER)).toBe(false);
    const controller = new AttachmentController({ ...words, uploadId: 'u', container });
    expect(container.hasAttribute(TAKEN_OVER)).toBe(true);
    await Promise.resolve();
    expect(controller.files.map((f) => f.name)).toEqual(['first.png', 'second.png']);
    controller.destroy();
    expect(container.hasAttribute(TAKEN_OVER)).toBe(false);
  });

  it('previews png, jpeg and gif only, and revokes each object URL when its file leaves', () => {
    const controller = new AttachmentController({ ...words, uploadId: 'u', container: mount() });
    controller.addFiles([png('a.png'), pdf('b.pdf')]);
    const [image, document_] = controller.getState().entries;
    expect(image!.previewUrl).toBe(created[0]);
    expect(document_!.previewUrl).toBeNull();
    expect(document_!.kind).toBe('pdf');
    controller.removeAt(0);
    expect(revoked).toEqual([created[0]]);
    controller.clear();
    controller.addFiles([new File(['x'], 'c.gif', { type: 'image/gif' }), new File(['x'], 'd.jpg', { type: '' })]);
    expect(created).toHaveLength(3);
    controller.destroy();
    expect(revoked.sort()).toEqual([...created].sort());
  });

  it('removes the second file after a size-limit failure, and nothing when there is one', () => {
    const controller = new AttachmentController({ ...words, uploadId: 'u', container: mount() });
    controller.addFiles([png('a.png')]);
    controller.removeSecond();
    expect(controller.count).toBe(1);
    controller.addFiles([png('b.png')]);
    controller.removeSecond();
    expect(controller.files.map((f) => f.name)).toEqual(['a.png']);
  });
});

describe('encoding for the email', () => {
  it('gives each file as a base64 data URL with its name, in order', async () => {
    const controller = new AttachmentController({ ...words, uploadId: 'u', container: mount() });
    controller.addFiles([
      new File(['hi'], 'a.png', { type: 'image/png' }),
      new File(['yo'], 'b.gif', { type: 'image/gif' }),
    ]);
    await expect(controller.encode()).resolves.toEqual([
      { name: 'a.png', dataUrl: 'data:image/png;base64,aGk=' },
      { name: 'b.gif', dataUrl: 'data:image/gif;base64,eW8=' },
    ]);
  });

  it('sends what the prepare step made of a file, and reports its progress', async () => {
    const prepare: PrepareFile = async (file, onProgress) => {
      await Promise.resolve();
      onProgress(50);
      await new Promise((r) => setTimeout(r, 5));
      return new File(['small'], file.name.replace('.png', '.jpg'), { type: 'image/jpeg' });
    };
    const controller = new AttachmentController({ ...words, uploadId: 'u', container: mount(), prepare });
    const seen: (number | null)[] = [];
    controller.subscribe(() => seen.push(controller.getState().entries[0]?.progress ?? null));
    controller.addFiles([png('big.png', 2_000_000)]);
    const [encoded] = await controller.encode();
    expect(encoded).toEqual({ name: 'big.jpg', dataUrl: 'data:image/jpeg;base64,c21hbGw=' });
    expect(seen).toContain(50);
    expect(controller.getState().entries[0]?.status).toBe('ready');
  });

  it('rejects with a clear error for a file that cannot be sent, and for one its prepare step failed on', async () => {
    const controller = new AttachmentController({ ...words, uploadId: 'u', container: mount() });
    controller.addFiles([pdf('plan.pdf')]);
    await expect(controller.encode()).rejects.toThrow(/“plan.pdf” is not an image/);
    controller.clear();
    controller.addFiles([new File(['x'], 'IMG_1.HEIC', { type: '' })]);
    await expect(controller.encode()).rejects.toThrow(/iPhone HEIC photo/);

    const failing = new AttachmentController({
      ...words,
      uploadId: 'v',
      container: mount(),
      prepare: async (file) => {
        throw new Error(`“${file.name}” could not be read as an image`);
      },
    });
    failing.addFiles([png('broken.png')]);
    await expect(failing.encode()).rejects.toThrow(/“broken.png” could not be read/);
    await vi.waitFor(() => expect(failing.getState().entries[0]?.status).toBe('failed'));
  });

  it('stops the prepare step of a removed file', async () => {
    let signal: AbortSignal | undefined;
    const controller = new AttachmentController({
      ...words,
      uploadId: 'u',
      container: mount(),
      prepare: (file, _progress, s) => {
        signal = s;
        return new Promise((_resolve, reject) => s.addEventListener('abort', () => reject(s.reason)));
      },
    });
    controller.addFiles([png('a.png')]);
    controller.removeAt(0);
    expect(signal?.aborted).toBe(true);
  });
});

describe('preset files', () => {
  let server: http.Server;
  let origin = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.url === '/presets/hall%20plan.png') {
        res.setHeader('Content-Type', 'image/png');
        res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fetches them as blobs and adds them as chosen files', async () => {
    const controller = new AttachmentController({ ...words, uploadId: 'u', container: mount() });
    await controller.addPresetUrls([`${origin}/presets/hall%20plan.png`]);
    const [file] = controller.files;
    expect(file?.name).toBe('hall plan.png');
    expect(file?.type).toBe('image/png');
    expect(file?.size).toBe(4);
  });

  it('rejects, adding nothing, when one cannot be fetched', async () => {
    const controller = new AttachmentController({ ...words, uploadId: 'u', container: mount() });
    await expect(controller.addPresetUrls([`${origin}/presets/gone.png`])).rejects.toThrow(/HTTP 404/);
    expect(controller.count).toBe(0);
  });
});
