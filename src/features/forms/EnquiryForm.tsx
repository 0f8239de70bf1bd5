import type { Dictionary } from '@/i18n';
import { fill } from '@/i18n/fill';
import { EmailForm, type FieldExtras } from './EmailForm';
import type { VenueChoices } from './choices';
import { EnquiryEstimate } from './EnquiryEstimate';
import { estimateText, type EstimateWords } from './estimate';
import type { IslandFormWords } from './form-logic';
import { HeldDateHelp } from './HeldDateHelp';
import { heldIds } from './held-dates';

const FORM_ID = 'enquiry-form';
const ESTIMATE_ID = `${FORM_ID}-estimate`;

/** The venue's calendar as the build read it (src/lib/held-dates.server.ts): only dates and a day, never the feed. */
export interface HeldDates {
  /** `YYYY-MM-DD` days in the venue's time zone. */
  dates: readonly string[];
  /** The day they were read, in the page's language ("24 November"). */
  readOn: string;
}

/**
 * The contact page's enquiry: the fields of `FORMS.enquiry` (fields.ts), promises §3 and §7; with the venue's held
 * dates (promises §11) when it has a calendar feed, shown with the event date; and with its packages (promises §13)
 * when it has prices, the estimate for the one chosen under it, sent as `estimate` in the very words shown.
 */
export function EnquiryForm({
  held,
  words: dict,
  language,
  choices,
}: {
  held?: HeldDates | null;
  /**
   * The form's words in the page's language: only what it says, since an island's props are written into the page.
   * `estimate`: the dictionary's `prices.estimate`, for a venue with packages.
   */
  words: { forms: IslandFormWords; heldDates: Dictionary['heldDates']; estimate?: EstimateWords };
  /** The page's language: the enquiry's sends carry it (promises §10). */
  language?: string;
  /** The venue's kinds of event, spaces and packages, in the page's language (read from its content at build). */
  choices?: VenueChoices;
}) {
  const packages = choices?.packages ?? [];
  const estimate = dict.estimate && packages.length > 0 ? { words: dict.estimate, tag: language ?? 'en' } : null;
  const extras: FieldExtras = {};
  if (estimate)
    extras.package = {
      after: (
        <EnquiryEstimate
          id={ESTIMATE_ID}
          formId={FORM_ID}
          packages={packages}
          words={estimate.words}
          tag={estimate.tag}
        />
      ),
      describedBy: ESTIMATE_ID,
    };
  if (held)
    extras.event_date = {
      after: (
        <HeldDateHelp
          formId={FORM_ID}
          field="event_date"
          dates={held.dates}
          words={{
            note: dict.heldDates.note,
            asOf: fill(dict.heldDates.asOf, { date: held.readOn }),
            show: dict.heldDates.show,
            picker: dict.heldDates.picker,
          }}
        />
      ),
      describedBy: `${heldIds(FORM_ID).note} ${heldIds(FORM_ID).asOf}`,
    };
  return (
    <EmailForm
      id={FORM_ID}
      kind="enquiry"
      variant="enquiry"
      label={dict.forms.form.label}
      submitLabel={dict.forms.form.submit}
      successText={dict.forms.form.success}
      words={dict.forms}
      fieldExtras={extras}
      language={language}
      choices={choices}
      extraParams={
        estimate ? (values) => ({ estimate: estimateText(values, packages, estimate.words, estimate.tag) }) : undefined
      }
    />
  );
}
