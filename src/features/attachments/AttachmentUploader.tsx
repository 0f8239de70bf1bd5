import { useCallback, useContext, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { fill, plural } from '@/i18n/fill';
import { AttachmentSlot } from '@/shared/form-attachments';
import {
  AttachmentController,
  summaryOf,
  type AttachmentEntry,
  type AttachmentState,
  type AttachmentWords,
} from './controller';
import { prepareForSending } from './prepare';
import './attachments.css';

export interface AttachmentUploaderProps {
  /** Element id and upload id (promises §2: `email-attach-uploader`). */
  uploadId?: string;
  maxFiles?: number;
  /** false: single-file mode, a new choice replaces the old one. */
  multiple?: boolean;
  /** Files to start with, fetched by URL as blobs. */
  presetFiles?: readonly string[];
  /** The input's label; by default the dictionary's `attachments.label`. */
  label?: string;
  /** The widget's words in the page's language (src/i18n: `attachments`), and that language's tag. */
  words: AttachmentWords;
  language: string;
}

const EMPTY: AttachmentState = { entries: [], announcement: '', dragging: false };
const noSubscription = () => () => {};

/** `#email-attach-uploader` (promises §4): choose up to two photos, see them, remove them. */
export function AttachmentUploader({
  uploadId = 'email-attach-uploader',
  maxFiles = 2,
  multiple = true,
  presetFiles,
  label,
  words,
  language,
}: AttachmentUploaderProps) {
  const ids = useId();
  const inputId = `${ids}-input`;
  const [controller, setController] = useState<AttachmentController | null>(null);
  const browseRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const presets = presetFiles?.join('\n') ?? '';

  // The controller lives as long as its container element (React 19 ref cleanup).
  const containerRef = useCallback(
    (container: HTMLDivElement | null) => {
      if (!container) return;
      const created = new AttachmentController({
        uploadId,
        container,
        maxFiles,
        multiple,
        prepare: (file, onProgress, signal) => prepareForSending(file, onProgress, signal, words.problems),
        words,
        language,
      });
      setController(created);
      if (presets) {
        created.addPresetUrls(presets.split('\n')).catch((error: unknown) => console.error(error));
      }
      return () => {
        created.destroy();
        setController(null);
      };
    },
    [uploadId, maxFiles, multiple, presets, words, language],
  );

  const state = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    controller?.getState ?? (() => EMPTY),
    () => EMPTY,
  );

  const register = useContext(AttachmentSlot);
  useEffect(() => {
    if (!register || !controller) return;
    register({
      ready: () => controller.adopted,
      count: () => controller.count,
      encode: () => controller.encode(),
      removeSecond: () => controller.removeSecond(),
    });
    return () => register(null);
  }, [register, controller]);

  const remove = (index: number) => {
    if (!controller) return;
    controller.removeAt(index);
    // Keep the keyboard where it was: on the next file's button, else on Browse.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button.attach-remove');
      (buttons?.[Math.min(index, buttons.length - 1)] ?? browseRef.current)?.focus();
    });
  };

  const clear = () => {
    controller?.clear();
    browseRef.current?.focus();
  };

  const { entries } = state;
  const summary = summaryOf(entries, words.summary);

  return (
    <div
      id={uploadId}
      ref={containerRef}
      className={`attach${state.dragging ? ' is-dragging' : ''}${entries.length ? ' has-files' : ''}`}
    >
      <div className="attach-head">
        <label className="attach-label" htmlFor={inputId}>
          {label ?? words.label}
        </label>
        <button
          type="button"
          className="attach-clear"
          onClick={clear}
          hidden={entries.length === 0}
          aria-label={words.clearName}
        >
          {words.clear}
        </button>
      </div>
      <div className="attach-field">
        {/* Plain image/*: iOS then hands HEIC photos over as JPEG (see file-kinds.ts). Other files can still be dropped. */}
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          name="attachments"
          tabIndex={-1}
          accept="image/*"
          multiple={multiple}
        />
        <span className="attach-summary" id={`${ids}-summary`}>
          {summary}
        </span>
        <button
          type="button"
          ref={browseRef}
          className="attach-browse"
          aria-describedby={`${ids}-summary ${ids}-hint`}
          onClick={() => controller?.input.click()}
        >
          {words.browse}
        </button>
      </div>
      <p className="attach-hint" id={`${ids}-hint`}>
        {fill(words.hint, {
          photos: maxFiles === 1 || !multiple ? words.onePhoto : plural(words.photos, maxFiles, language),
        })}
      </p>
      <ul className="attach-previews" ref={listRef} aria-label={words.chosen} hidden={entries.length === 0}>
        {entries.map((entry, index) => (
          <AttachmentItem key={entry.id} entry={entry} words={words} onRemove={() => remove(index)} />
        ))}
      </ul>
      {/* Seen as well as heard: a file left out past the limit must not go unnoticed. */}
      <p className="attach-note" role="status" aria-live="polite">
        {state.announcement}
      </p>
    </div>
  );
}

function AttachmentItem({
  entry,
  words,
  onRemove,
}: {
  entry: AttachmentEntry;
  words: AttachmentWords;
  onRemove: () => void;
}) {
  const [broken, setBroken] = useState(false);
  const showPreview = entry.previewUrl && !broken && entry.status !== 'failed';
  return (
    <li className={`attach-item attach-${entry.kind}`} data-status={entry.status} data-kind={entry.kind}>
      <span className="attach-thumb">
        {showPreview ? (
          <img
            src={entry.previewUrl ?? undefined}
            alt=""
            width={64}
            height={64}
            decoding="async"
            onError={() => setBroken(true)}
          />
        ) : (
          <FileIcon kind={entry.kind} words={words.icons} />
        )}
      </span>
      <span className="attach-meta">
        <span className="attach-name">{entry.file.name}</span>
        {entry.status === 'working' && entry.progress !== null && (
          <span className="attach-progress">
            <progress max={100} value={entry.progress} aria-label={fill(words.shrinking, { name: entry.file.name })} />
            <span aria-hidden="true"> {entry.progress}%</span>
          </span>
        )}
        {entry.problem && <span className="attach-problem">{entry.problem}</span>}
      </span>
      <button type="button" className="attach-remove" onClick={onRemove}>
        {words.remove}
        <span className="visually-hidden"> {entry.file.name}</span>
      </button>
    </li>
  );
}

function FileIcon({ kind, words }: { kind: AttachmentEntry['kind']; words: AttachmentWords['icons'] }) {
  return (
    <svg className="attach-icon" viewBox="0 0 48 48" width={40} height={40} aria-hidden="true" focusable="false">
      <path d="M10 4h20l10 10v30H10z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M30 4v10h10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      {kind === 'video' ? (
        <path d="M20 24v12l10-6z" fill="currentColor" />
      ) : (
        <text x="25" y="36" textAnchor="middle" fontSize="9" fontWeight="700" fill="currentColor">
          {words[kind === 'preview' ? 'image' : kind]}
        </text>
      )}
    </svg>
  );
}
