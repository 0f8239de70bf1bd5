/**
 * A visitor's typed values, kept in localStorage per form so that a reload or a failed send loses
 * nothing. Only the named fields are kept: never the honeypot, never files.
 */
import { DRAFT_NEAR, DRAFT_PREFIX } from '@/shared/early/draft-key.mjs';
import { DRAFT_FIELDS } from './fields';
import type { FormValues } from './form-logic';

export function draftKey(formId: string): string {
  return `${DRAFT_PREFIX}${formId}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // blocked storage (privacy settings) throws on access
  }
}

/**
 * Calls `then` once, when `form` comes within DRAFT_NEAR of the screen (at once where IntersectionObserver is
 * missing), as the inline script does before hydration; returns what stops the wait.
 */
export function whenNear(form: Element, then: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    then();
    return () => {};
  }
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.at(-1)?.isIntersecting) return;
      near.disconnect();
      then();
    },
    { rootMargin: DRAFT_NEAR },
  );
  near.observe(form);
  return () => near.disconnect();
}

export function loadDraft(formId: string): FormValues {
  const raw = storage()?.getItem(draftKey(formId));
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const draft: FormValues = {};
    for (const field of DRAFT_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      // Whole, as typed: a value over its field's limit is shown so, and refused at the send (promises §3).
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

export function saveDraft(formId: string, values: FormValues): void {
  const store = storage();
  if (!store) return;
  const kept: FormValues = {};
  for (const field of DRAFT_FIELDS) if (values[field]) kept[field] = values[field];
  try {
    if (Object.keys(kept).length === 0) store.removeItem(draftKey(formId));
    else store.setItem(draftKey(formId), JSON.stringify(kept));
  } catch {
    // Quota exceeded or storage blocked: the draft is a convenience, the form still works.
  }
}

export function clearDraft(formId: string): void {
  try {
    storage()?.removeItem(draftKey(formId));
  } catch {
    // nothing to clear
  }
}
