import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { fillParts } from '@/i18n/fill';
import { isCalendarDate } from '@/shared/calendar';
import { TAKEN_OVER } from '@/shared/early/taken-over.mjs';
import { AttachmentSlot, type AttachmentSource } from '@/shared/form-attachments';
import { announceLayoutChange } from '@/shared/layout-events';
import { clearDraft, loadDraft, saveDraft, whenNear } from './drafts';
import { NO_CHOICES, type VenueChoices } from './choices';
import { characterCount, FORMS, limitZone, todayIso, UNREADABLE, type FieldSpec, type LimitZone } from './fields';
import {
  counterText,
  failureText,
  processingFailureText,
  validate,
  type ExtraParams,
  type FieldName,
  type FormKind,
  type FormValues,
  type FormWords,
} from './form-logic';
import './forms.css';

type Sender = typeof import('./send-form');
let sender: Promise<Sender> | null = null;

/**
 * Loads the email code (./send-form.ts, the EmailJS module and library: one chunk), once per page, on the visitor's
 * first use of a form: a focus, a tap, typing, or the send itself. A failed load is forgotten, so the next use (or
 * the send, which reports it) tries again.
 */
function loadSender(): Promise<Sender> {
  sender ??= import('./send-form').catch((error: unknown) => {
    sender = null;
    throw error;
  });
  return sender;
}

/** The honeypot's name: a field people never see, that form-filling bots do. */
const HONEYPOT_FIELD = 'website';

/** EmailJS's own rate limit per form: one email per this many milliseconds (failed sends do not count). */
const SEND_THROTTLE_MS = 10_000;

type Phase = 'idle' | 'invalid' | 'sending' | 'sent' | 'failed';

interface FormState {
  phase: Phase;
  /** The failure box's text (phase invalid or failed). */
  text: string;
  invalid: readonly FieldName[];
  /** Bumped on each shown message, so that a repeated message is announced again. */
  attempt: number;
}

interface FieldContextValue {
  formId: string;
  failureId: string;
  invalid: readonly FieldName[];
  extras?: FieldExtras;
  words: FormWords;
  choices: VenueChoices;
}

/**
 * What a page adds to a field of the table, under its control: the enquiry's held-date note and picker
 * (./HeldDateHelp.tsx), rendered by the contact page alone so that its code travels with that page only.
 */
export type FieldExtras = Partial<Record<FieldName, { after: ReactNode; describedBy?: string }>>;

const FieldContext = createContext<FieldContextValue | null>(null);

export interface EmailFormProps {
  /** Unique on the page; also the key of the visitor's saved draft. */
  id: string;
  kind: FormKind;
  /** Modifier class of `.form-wrapper` (enquiry, subscribe, attachments). */
  variant: string;
  /** Accessible name of the form. */
  label: string;
  submitLabel: string;
  successText: string;
  /** The forms' words in the page's language (its fields' labels, the messages). */
  words: FormWords;
  /** Provide the attachment slot, so a widget among the children can register itself. */
  acceptsAttachments?: boolean;
  /** After the fields (which come from the table of fields, `fields.ts`): the attachment widget. */
  children?: ReactNode;
  fieldExtras?: FieldExtras;
  /** The page's language, sent as `template_params.language` (the enquiry's sends, promises §10). */
  language?: string;
  /** The venue's choices its selects offer, in the page's language (the enquiry's kinds of event, spaces, packages). */
  choices?: VenueChoices;
  /**
   * The form's extra parameters (`FORMS[kind].extraParams`) from the checked values, as the page says them: the
   * enquiry's estimate, the very words its live region shows. Unset, they are sent as "".
   */
  extraParams?: (values: FormValues) => ExtraParams;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The form's fields as typed (what a draft keeps). */
function readValues(form: HTMLFormElement, kind: FormKind): FormValues {
  const data = new FormData(form);
  const values: FormValues = {};
  for (const field of FORMS[kind].fields) {
    const value = data.get(field.name);
    if (typeof value === 'string') values[field.name] = value;
  }
  return values;
}

/** The values to check: a field holding input the browser cannot read counts as filled in wrongly, not as empty. */
function valuesToCheck(form: HTMLFormElement, kind: FormKind): FormValues {
  const values = readValues(form, kind);
  for (const field of FORMS[kind].fields) {
    const element = fieldElement(form, field.name);
    if (element instanceof HTMLInputElement && element.validity.badInput) values[field.name] = UNREADABLE;
  }
  return values;
}

function fieldElement(form: HTMLFormElement, name: string): FieldElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
    ? element
    : null;
}

/**
 * Whether a field can take this value: a select only one of its options, a date field only a date (an old draft, an
 * edited address are ignored).
 */
function offers(element: FieldElement, value: string): boolean {
  if (element instanceof HTMLInputElement && element.type === 'date') return isCalendarDate(value);
  return (
    !(element instanceof HTMLSelectElement) || Array.from(element.options).some((option) => option.value === value)
  );
}

/**
 * A form that sends itself by email with the submit behaviour of promises §3, plus what visitors
 * expect beyond it: a sending state, one email per submit, announced messages, a draft kept per
 * form, a honeypot and a rate limit. Fields are given as children (`<Field>`).
 */
export function EmailForm({
  id,
  kind,
  variant,
  label,
  submitLabel,
  successText,
  words,
  acceptsAttachments = false,
  children,
  fieldExtras,
  language,
  choices = NO_CHOICES,
  extraParams,
}: EmailFormProps) {
  const [state, setState] = useState<FormState>({ phase: 'idle', text: '', invalid: [], attempt: 0 });
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const inFlight = useRef(false);
  const sent = useRef(false);
  const source = useRef<AttachmentSource | null>(null);
  // A form with an attachment widget (its file input, in the page's HTML) sends once the widget has registered: it
  // wakes after the form.
  const [sourceRegistered, setSourceRegistered] = useState(false);
  const registerSource = useCallback((next: AttachmentSource | null) => {
    source.current = next;
    setSourceRegistered(next !== null);
  }, []);
  const waitsForWidget = (form: HTMLFormElement) =>
    acceptsAttachments && !source.current && form.querySelector('input[type="file"]') !== null;
  const failureId = `${id}-failure`;

  // Restore the draft after hydration, into fields the visitor has not started typing in yet; then the choice an
  // "Enquire about …" link carries in the address (`?space=…`), which is newer than a draft. The draft is read when
  // the form comes near the screen (DRAFT_NEAR says why not before), or at once when the address makes a choice,
  // which replaces the draft's (the inline script may have restored it already).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const address = new URLSearchParams(window.location.search);
    const asked = (field: FieldSpec) => (field.fromAddress ? address.get(field.fromAddress)?.trim() : undefined);
    const restore = () => {
      const draft = loadDraft(id);
      for (const field of FORMS[kind].fields) {
        const element = fieldElement(form, field.name);
        if (!element) continue;
        const before = element.value;
        const saved = draft[field.name];
        if (field.draft && saved && element.value === '' && offers(element, saved)) element.value = saved;
        const choice = asked(field);
        if (choice && (element.value === '' || element.value === saved) && offers(element, choice))
          element.value = choice;
        // What listens to a field (the held-date note) hears of a value set here as of one the visitor chose.
        if (element.value !== before) element.dispatchEvent(new Event('change', { bubbles: true }));
      }
    };
    if (FORMS[kind].fields.some(asked)) return restore();
    return whenNear(form, restore);
  }, [id, kind]);

  useEffect(() => {
    if (state.phase === 'invalid' || state.phase === 'failed' || state.phase === 'sent') announceLayoutChange();
  }, [state.phase, state.attempt]);

  const loadClient = () => {
    loadSender().catch(() => {
      // Loading is retried at submit, which reports a failure to the visitor.
    });
  };

  // From React's commit on, the form's sends and drafts are this component's: the page's inline script lets go of
  // them at this mark (src/shared/early/taken-over.mjs), with no moment in which neither answers.
  useLayoutEffect(() => {
    const form = formRef.current;
    form?.setAttribute(TAKEN_OVER, '');
    return () => form?.removeAttribute(TAKEN_OVER);
  }, []);

  // A visitor already in the form when it woke (its island wakes as they focus it) gets the email code loading.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) loadClient();
  }, []);

  // A send asked for before the island woke (held by src/shared/early/before-hydration.mjs): sent once, as soon as
  // the form can send all of it (its attachment widget, which wakes after it, registered: onSubmit waits for the
  // files it took over). Sent sooner, it went without the photos and said they were sent.
  useEffect(() => {
    const form = formRef.current;
    if (!form?.hasAttribute('data-queued') || waitsForWidget(form)) return;
    form.removeAttribute('data-queued');
    form.removeAttribute('aria-busy');
    form.requestSubmit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again when the widget registers, and only then
  }, [sourceRegistered]);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    loadClient();
    if (!sent.current) saveDraft(id, readValues(event.currentTarget, kind));
  };

  const show = (phase: Phase, text = '', invalid: readonly FieldName[] = []) =>
    setState((previous) => ({ phase, text, invalid, attempt: previous.attempt + 1 }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || sent.current) return;
    const form = event.currentTarget;
    if (waitsForWidget(form)) {
      // Its attachment widget has not woken yet: held as a send before the scripts is, and sent once it has.
      form.setAttribute('data-queued', '');
      form.setAttribute('aria-busy', 'true');
      return;
    }
    show('idle');

    const values = valuesToCheck(form, kind);
    const check = validate(values, kind, words);
    if (check.message) {
      show('invalid', check.message, check.invalid);
      const first = check.invalid[0];
      if (first) fieldElement(form, first)?.focus();
      return;
    }

    // A bot filled the honeypot: look done, send nothing.
    const honeypot = new FormData(form).get(HONEYPOT_FIELD);
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      sent.current = true;
      show('sent');
      return;
    }

    inFlight.current = true;
    show('sending');
    // Already on its way when the form was focused or tapped; if the send is the first use, it starts here.
    const loading = loadSender();
    loading.catch(() => {}); // awaited below, after the attachments
    const attached = source.current;
    try {
      await attached?.ready();
      const count = attached?.count() ?? 0;
      let attachments: Awaited<ReturnType<AttachmentSource['encode']>> = [];
      if (attached && count > 0) {
        try {
          attachments = await attached.encode();
        } catch (error) {
          show('failed', processingFailureText(error, words));
          return;
        }
      }
      let send: Sender;
      try {
        send = await loading;
      } catch {
        show('failed', failureText({ status: 0, text: words.failure.network, attachments: count }, words));
        return;
      }
      const outcome = await send.sendForm({
        formId: id,
        kind,
        values,
        attachmentCount: count,
        attachments,
        throttleMs: SEND_THROTTLE_MS,
        words,
        language,
        choices,
        extra: extraParams?.(values),
      });
      if (outcome.sent) {
        sent.current = true;
        clearDraft(id);
        show('sent');
      } else {
        if (outcome.sizeLimit && attached && attached.count() > 1) attached.removeSecond();
        show('failed', outcome.text);
      }
    } finally {
      inFlight.current = false;
      // The disabled button dropped keyboard focus; give it back so the visitor can try again.
      if (!sent.current && document.activeElement === document.body) submitRef.current?.focus();
    }
  };

  const sending = state.phase === 'sending';
  const isSent = state.phase === 'sent';
  const showFailure = state.phase === 'invalid' || state.phase === 'failed';

  const form = (
    <form
      ref={formRef}
      id={id}
      aria-label={label}
      aria-busy={sending || undefined}
      // Before the scripts (or without JavaScript) a native submission must go nowhere: outside a <dialog>, a
      // "dialog" submission sends no request and leaves the page and its values as they are (promises §8).
      method="dialog"
      // The fields a draft keeps, for the inline script that keeps drafts before hydration.
      data-draft-fields={FORMS[kind].fields
        .filter((field) => field.draft)
        .map((field) => field.name)
        .join(' ')}
      noValidate
      onSubmit={onSubmit}
      onFocus={loadClient}
      onPointerDown={loadClient}
      onInput={onInput}
    >
      <FieldContext.Provider
        value={{
          formId: id,
          failureId,
          invalid: state.phase === 'invalid' ? state.invalid : [],
          extras: fieldExtras,
          words,
          choices,
        }}
      >
        {FORMS[kind].fields.map((field) => (
          <Field key={field.name} spec={field} />
        ))}
        {children}
      </FieldContext.Provider>
      <div className="form-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{words.honeypot}</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {/* `data-queued-text`: what the button says while a send waits for the scripts (./forms.css, promises §8). */}
      <button ref={submitRef} type="submit" disabled={sending} hidden={isSent} data-queued-text={words.queued}>
        {sending ? words.sending : submitLabel}
      </button>
    </form>
  );

  return (
    <div className={`form-wrapper ${variant}`}>
      {acceptsAttachments ? <AttachmentSlot.Provider value={registerSource}>{form}</AttachmentSlot.Provider> : form}
      <div className="success-box" role="status" hidden={!isSent}>
        {isSent ? <p key={state.attempt}>{successText}</p> : null}
      </div>
      <div className="failure-box" id={failureId} role="alert" hidden={!showFailure}>
        {showFailure ? <p key={state.attempt}>{state.text}</p> : null}
      </div>
    </div>
  );
}

/**
 * A field's count against its limit (`spec.limit`), read from the field itself: what the visitor typed before the
 * island woke, a restored draft, and each change since. `announced` is what the field's live region says: the
 * counter's words as the value crosses into a zone (near the limit, over it) by the visitor's typing, and nothing
 * between, so that a screen reader hears the limit come near and pass without a word on every key.
 */
function useLimitCount(fieldId: string, limit: number | undefined, words: FormWords | undefined) {
  const [count, setCount] = useState(0);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const element = document.getElementById(fieldId);
    if (limit === undefined || !words) return;
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
    let zone: LimitZone = 'quiet';
    const update = (event?: Event) => {
      const next = characterCount(element.value);
      setCount(next);
      const nextZone = limitZone(next, limit);
      if (nextZone === zone) return;
      zone = nextZone;
      // A value set by script (a draft, on load) is shown, not announced: the visitor is elsewhere.
      setAnnounced(event?.type === 'input' ? counterText(next, limit, words) : '');
    };
    update();
    element.addEventListener('input', update);
    element.addEventListener('change', update);
    return () => {
      element.removeEventListener('input', update);
      element.removeEventListener('change', update);
    };
  }, [fieldId, limit, words]);

  const text = limit !== undefined && words ? counterText(count, limit, words) : '';
  const shown = text !== '';
  const wasShown = useRef(shown);
  // The counter's line moves what is below it: motion refreshes its positions.
  useEffect(() => {
    if (wasShown.current !== shown) announceLayoutChange();
    wasShown.current = shown;
  }, [shown]);
  return { text, over: limit !== undefined && count > limit, announced };
}

/**
 * One labelled field of an `EmailForm`, drawn from its entry in the table of fields; marked invalid
 * (and described by the failure box) after a failed check. A field with a limit shows its counter near it.
 */
function Field({ spec }: { spec: FieldSpec }) {
  const context = useContext(FieldContext);
  const minToday = useRef<HTMLInputElement>(null);
  const { control } = spec;
  // The page is static: "today" is the visitor's, known only in the browser.
  useEffect(() => {
    if (control.kind === 'input' && control.minToday && minToday.current) minToday.current.min = todayIso();
  }, [control]);
  const fieldId = `${context?.formId ?? ''}-${spec.name}`;
  const counter = useLimitCount(fieldId, spec.limit, context?.words);
  if (!context) throw new Error(`Field "${spec.name}" must be inside an EmailForm.`);
  const offered = control.kind === 'select' ? (context.choices[control.choices] ?? []) : [];
  // A list the venue does not have (no prices.yaml: no packages) asks nothing: the field is left out, sent as "".
  if (control.kind === 'select' && control.whenOffered && offered.length === 0) return null;
  const invalid = context.invalid.includes(spec.name);
  const extra = context.extras?.[spec.name];
  const fieldWords: { label: string; hint?: string; empty?: string } | undefined = context.words.fields[spec.name];
  if (!fieldWords) throw new Error(`The field "${spec.name}" has no words (forms.fields.${spec.name})`);
  const counterId = `${fieldId}-count`;
  const describedBy = [invalid ? context.failureId : '', extra?.describedBy ?? '', counter.text ? counterId : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id: fieldId,
    name: spec.name,
    'aria-required': spec.required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
    autoComplete: spec.autoComplete,
  } as const;
  return (
    <div className={`field field-${spec.name}`}>
      <label htmlFor={fieldId}>
        {fieldWords.hint ? (
          <HintedLabel template={context.words.hinted} label={fieldWords.label} hint={fieldWords.hint} />
        ) : (
          fieldWords.label
        )}
      </label>
      {control.kind === 'textarea' ? (
        <textarea {...common} rows={5} />
      ) : control.kind === 'select' ? (
        <select {...common} defaultValue="">
          <option value="">{fieldWords.empty ?? ''}</option>
          {offered.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.text}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          ref={control.minToday ? minToday : undefined}
          type={control.type}
          inputMode={control.inputMode}
          min={control.min}
          max={control.max}
          step={control.type === 'number' ? 1 : undefined}
        />
      )}
      {counter.text ? (
        <p id={counterId} className={counter.over ? 'field-count field-count-over' : 'field-count'}>
          {counter.text}
        </p>
      ) : null}
      {/* In the page from the start, so that what is written into it is announced. */}
      {spec.limit !== undefined ? (
        <p className="visually-hidden" aria-live="polite">
          {counter.announced}
        </p>
      ) : null}
      {extra?.after}
    </div>
  );
}

/**
 * A label with its hint, as the language writes them ("Event date (optional)", "ご希望日（任意）"): the words after
 * "{label}" in the dictionary's template are set in the hint's style (promises §10).
 */
function HintedLabel({ template, label, hint }: { template: string; label: string; hint: string }) {
  const at = template.indexOf('{label}');
  const [before, after] = at < 0 ? ['', template] : [template.slice(0, at), template.slice(at + '{label}'.length)];
  return (
    <>
      {fillParts(before, { hint })}
      {label}
      <span className="field-hint">{fillParts(after, { hint })}</span>
    </>
  );
}
