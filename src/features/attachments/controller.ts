/**
 * The attachment widget's programming interface, free of React: the chosen files, their previews (object
 * URLs, revoked when a file leaves), the work that readies each file for sending, and the file input and
 * drop zone it listens to. `AttachmentUploader` renders its state; tests and other pages may drive it directly.
 */
import type { Dictionary } from '@/i18n';
import { fill, plural } from '@/i18n/fill';
import { TAKEN_OVER } from '@/shared/early/taken-over.mjs';
import type { EncodedAttachment } from '@/shared/form-attachments';
import { fileKind, refusalFor, type FileKind } from './file-kinds';

/** The widget's words in the page's language (src/i18n: `attachments`). */
export type AttachmentWords = Dictionary['attachments'];

/** Misuse of the programming interface (promises §4). */
export class AttachmentError extends Error {
  override name = 'AttachmentError';
}

type EntryStatus = 'waiting' | 'working' | 'ready' | 'failed';

export interface AttachmentEntry {
  readonly id: number;
  readonly file: File;
  readonly kind: FileKind;
  /** Object URL of the file for a thumbnail (png, jpeg, gif), else null. */
  readonly previewUrl: string | null;
  readonly status: EntryStatus;
  /** 0–100 while a large image is being compressed, else null. */
  readonly progress: number | null;
  /** Why the file cannot be sent, or null. */
  readonly problem: string | null;
}

export interface AttachmentState {
  readonly entries: readonly AttachmentEntry[];
  /** The last change in words, for a live region. */
  readonly announcement: string;
  /** A file is being dragged over the drop zone. */
  readonly dragging: boolean;
}

/** Readies a file for the email: checks it can be read, compresses it when it is large. */
export type PrepareFile = (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<File>;

export interface AttachmentControllerOptions {
  /** Names this upload; the container carries it as `data-upload-id`. */
  uploadId: string;
  /** The element holding the widget's `input[type=file]`; it is also the drop zone. */
  container: HTMLElement | null | undefined;
  /** At most this many files (promises §4: 2). */
  maxFiles?: number;
  /** false: single-file mode, a new choice replaces the old one. */
  multiple?: boolean;
  /** By default files are sent as they are. */
  prepare?: PrepareFile;
  /** What the widget says, and the language whose plural rules count the files in it (a BCP 47 tag). */
  words: AttachmentWords;
  language: string;
}

interface Slot {
  entry: AttachmentEntry;
  ready: Promise<File>;
  abort: AbortController;
}

export class AttachmentController {
  readonly uploadId: string;
  readonly maxFiles: number;
  readonly multiple: boolean;
  readonly input: HTMLInputElement;
  private readonly container: HTMLElement;
  private readonly prepare: PrepareFile;
  private readonly words: AttachmentWords;
  private readonly language: string;
  private slots: Slot[] = [];
  private state: AttachmentState = { entries: [], announcement: '', dragging: false };
  private readonly listeners = new Set<() => void>();
  private nextId = 1;
  private destroyed = false;
  private readonly unbind: () => void;
  /** Resolves once the files the input held when this controller was made are taken over (`bind`). */
  adopted: Promise<void> = Promise.resolve();

  constructor(options: AttachmentControllerOptions) {
    const { uploadId, container, maxFiles = 2, multiple = true } = options ?? ({} as AttachmentControllerOptions);
    if (!uploadId || typeof uploadId !== 'string') {
      throw new AttachmentError('AttachmentController needs an upload id (options.uploadId).');
    }
    if (!container) {
      throw new AttachmentError(
        `AttachmentController “${uploadId}”: the container element is missing (options.container).`,
      );
    }
    const input = container.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) {
      throw new AttachmentError(
        `AttachmentController “${uploadId}”: the container is missing its elements: it must hold an input[type=file].`,
      );
    }
    if (!Number.isInteger(maxFiles) || maxFiles < 1) {
      throw new AttachmentError(`AttachmentController “${uploadId}”: maxFiles must be a whole number of at least 1.`);
    }
    this.uploadId = uploadId;
    this.container = container;
    this.input = input;
    this.maxFiles = multiple ? maxFiles : 1;
    this.multiple = multiple;
    this.prepare = options.prepare ?? (async (file) => file);
    this.words = options.words;
    this.language = options.language;
    container.dataset.uploadId = uploadId;
    input.multiple = this.multiple;
    this.unbind = this.bind();
  }

  // ---- reading ----

  getState = (): AttachmentState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get count(): number {
    return this.slots.length;
  }

  get files(): File[] {
    return this.slots.map((s) => s.entry.file);
  }

  get summary(): string {
    return summaryOf(this.state.entries, this.words.summary);
  }

  // ---- changing ----

  /** Adds files; past the limit only those that fit are kept. In single-file mode the first one replaces. */
  addFiles(files: Iterable<File> | ArrayLike<File>): { added: File[]; leftOut: File[] } {
    const chosen = Array.from(files as ArrayLike<File>);
    if (chosen.length === 0) return { added: [], leftOut: [] };
    if (!this.multiple) {
      const [first, ...rest] = chosen as [File, ...File[]];
      this.replaceFiles([first]);
      if (rest.length)
        this.announce(
          plural(this.words.announce.onlyOne, rest.length, this.language, {
            name: this.quoted([first]),
            names: this.quoted(rest),
          }),
        );
      return { added: [first], leftOut: rest };
    }
    const room = Math.max(0, this.maxFiles - this.slots.length);
    const added = chosen.slice(0, room);
    const leftOut = chosen.slice(room);
    this.slots = [...this.slots, ...added.map((file) => this.slotFor(file))];
    const parts: string[] = [];
    if (added.length) parts.push(fill(this.words.announce.added, { names: this.quoted(added) }));
    if (leftOut.length) {
      parts.push(
        plural(this.words.announce.tooMany, leftOut.length, this.language, {
          files: this.filesText(this.maxFiles),
          names: this.quoted(leftOut),
        }),
      );
    }
    parts.push(this.countText());
    this.publish(this.sentences(parts));
    return { added, leftOut };
  }

  /** Replaces every chosen file (promises §4 single-file mode, and presets). */
  replaceFiles(files: File[]): void {
    if (!Array.isArray(files) || files.length === 0) {
      throw new AttachmentError(
        `AttachmentController “${this.uploadId}”: replaceFiles() was given an empty array; use clear() to remove every file.`,
      );
    }
    const kept = files.slice(0, this.maxFiles);
    this.dropSlots(this.slots);
    this.slots = kept.map((file) => this.slotFor(file));
    const leftOut = files.slice(kept.length);
    this.publish(
      this.sentences([
        fill(this.words.announce.replaced, { names: this.quoted(kept) }),
        leftOut.length ? fill(this.words.announce.didNotFit, { names: this.quoted(leftOut) }) : '',
        this.countText(),
      ]),
    );
  }

  removeAt(index: number): File {
    const slot = this.slots[index];
    if (!Number.isInteger(index) || !slot) {
      throw new AttachmentError(
        `AttachmentController “${this.uploadId}”: there is no file at index ${index} (${this.slots.length} ${this.slots.length === 1 ? 'file' : 'files'} chosen).`,
      );
    }
    this.dropSlots([slot]);
    this.slots = this.slots.filter((s) => s !== slot);
    this.publish(
      this.sentences([fill(this.words.announce.removed, { name: this.quoted([slot.entry.file]) }), this.countText()]),
    );
    return slot.entry.file;
  }

  /** After the email service refused the size (promises §3): the second file goes, the preview refreshes. */
  removeSecond(): void {
    if (this.slots.length >= 2) this.removeAt(1);
  }

  clear(): void {
    if (this.slots.length === 0) return;
    this.dropSlots(this.slots);
    this.slots = [];
    this.publish(this.words.announce.cleared);
  }

  /** Fetches files by URL (same- or cross-origin, CORS permitting) and adds them as chosen files. */
  async addPresetUrls(urls: readonly string[]): Promise<void> {
    const files = await Promise.all(
      urls.map(async (url) => {
        const response = await fetch(url, { mode: 'cors' });
        if (!response.ok) throw new Error(`The preset file ${url} could not be fetched (HTTP ${response.status}).`);
        const type = (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim();
        const name = decodeURIComponent(new URL(url, globalThis.location?.href).pathname.split('/').pop() || 'file');
        return new File([await response.arrayBuffer()], name, { type });
      }),
    );
    this.addFiles(files);
  }

  /** The files ready for the email, in order. Rejects with the first file's problem. */
  async encode(): Promise<EncodedAttachment[]> {
    const encoded: EncodedAttachment[] = [];
    for (const slot of this.slots) {
      if (slot.entry.problem) throw new Error(slot.entry.problem);
      const file = await slot.ready;
      encoded.push({ name: file.name, dataUrl: await readAsDataUrl(file, this.words.problems.notRead) });
    }
    return encoded;
  }

  /** Stops listening and revokes every object URL. */
  destroy(): void {
    this.destroyed = true;
    this.unbind();
    this.dropSlots(this.slots);
    this.slots = [];
    this.listeners.clear();
  }

  // ---- inside ----

  private slotFor(file: File): Slot {
    const kind = fileKind(file);
    const problem = refusalFor(file, this.words.problems);
    const abort = new AbortController();
    const entry: AttachmentEntry = {
      id: this.nextId++,
      file,
      kind,
      previewUrl: kind === 'preview' ? URL.createObjectURL(file) : null,
      status: problem ? 'failed' : 'waiting',
      progress: null,
      problem,
    };
    const slot: Slot = { entry, abort, ready: Promise.resolve(file) };
    if (!problem) {
      slot.ready = this.prepare(
        file,
        (percent) => this.update(slot, { status: 'working', progress: percent }),
        abort.signal,
      );
      slot.ready.then(
        () => this.update(slot, { status: 'ready', progress: null }),
        (error: unknown) => {
          if (abort.signal.aborted) return;
          const message = error instanceof Error ? error.message : String(error);
          this.update(slot, { status: 'failed', progress: null, problem: message });
          this.announce(message);
        },
      );
    }
    return slot;
  }

  private update(slot: Slot, change: Partial<AttachmentEntry>): void {
    if (!this.slots.includes(slot)) return;
    slot.entry = { ...slot.entry, ...change };
    this.publish(this.state.announcement);
  }

  private dropSlots(slots: Slot[]): void {
    for (const slot of slots) {
      slot.abort.abort(new DOMException('The file was removed.', 'AbortError'));
      if (slot.entry.previewUrl) URL.revokeObjectURL(slot.entry.previewUrl);
    }
  }

  private countText(): string {
    const count = this.slots.length;
    if (count === 0) return this.words.announce.noFile;
    return plural(this.words.announce.selected, count, this.language, { files: this.filesText(count) });
  }

  /** "2 files" */
  private filesText(count: number): string {
    return plural(this.words.announce.files, count, this.language);
  }

  /** "“a.jpg”, “b.png”": the language's quotation marks and separator (promises §10). */
  private quoted(files: readonly File[]): string {
    return files
      .map((file) => fill(this.words.announce.quoted, { name: file.name }))
      .join(this.words.announce.separator);
  }

  /** Sentences said one after another, as the language joins them ("A. B." in English, "A。B。" in Japanese). */
  private sentences(parts: readonly string[]): string {
    return parts
      .filter(Boolean)
      .reduce((first, next) => (first ? fill(this.words.announce.sentences, { first, next }) : next), '');
  }

  private announce(text: string): void {
    this.publish(text);
  }

  private publish(announcement: string, dragging = this.state.dragging): void {
    this.state = { entries: this.slots.map((s) => s.entry), announcement, dragging };
    for (const listener of this.listeners) listener();
  }

  private bind(): () => void {
    const { input, container } = this;
    const onChange = () => {
      if (this.destroyed) return; // the files stay in the input for the controller that follows
      if (input.files?.length) this.addFiles(input.files);
      // Lets the visitor choose the same file again after removing it.
      input.value = '';
    };
    const onDragOver = (event: DragEvent) => {
      if (!event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      if (!this.state.dragging) this.publish(this.state.announcement, true);
    };
    const onDragLeave = (event: DragEvent) => {
      if (event.relatedTarget instanceof Node && container.contains(event.relatedTarget)) return;
      if (this.state.dragging) this.publish(this.state.announcement, false);
    };
    const onDrop = (event: DragEvent) => {
      if (!event.dataTransfer?.files.length) return;
      event.preventDefault();
      this.publish(this.state.announcement, false);
      this.addFiles(event.dataTransfer.files);
    };
    input.addEventListener('change', onChange);
    // Files chosen before this moment (the island wakes as they are chosen), held in the input by the page's inline
    // script, one choice after another: taken over as if chosen now, in order. From the mark on, the choices are ours.
    container.setAttribute(TAKEN_OVER, '');
    if (input.files?.length) this.adopted = new Promise((resolve) => queueMicrotask(() => resolve(onChange())));
    container.addEventListener('dragenter', onDragOver);
    container.addEventListener('dragover', onDragOver);
    container.addEventListener('dragleave', onDragLeave);
    container.addEventListener('drop', onDrop);
    return () => {
      container.removeAttribute(TAKEN_OVER);
      input.removeEventListener('change', onChange);
      container.removeEventListener('dragenter', onDragOver);
      container.removeEventListener('dragover', onDragOver);
      container.removeEventListener('dragleave', onDragLeave);
      container.removeEventListener('drop', onDrop);
    };
  }
}

/** "Choose file...", the one file's name, or "N files selected" (promises §4), in `words`' language. */
export function summaryOf(entries: readonly AttachmentEntry[], words: AttachmentWords['summary']): string {
  const [first] = entries;
  if (!first) return words.none;
  if (entries.length === 1) return first.file.name;
  return fill(words.many, { count: entries.length });
}

function readAsDataUrl(file: Blob, notRead: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(notRead));
    reader.readAsDataURL(file);
  });
}
