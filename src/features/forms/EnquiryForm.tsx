import type { Dictionary } from '@/i18n';
import { fill } from '@/i18n/fill';
import { EmailForm, type FieldExtras } from './EmailForm';
import type { VenueChoices } from './choices';
import type { IslandFormWords } from './form-logic';
import { HeldDateHelp } from './HeldDateHelp';
import { heldIds } from './held-dates';

const FORM_ID = 'enquiry-form';

/** The venue's calendar as the build read it (src/lib/held-dates.server.ts): only dates and a day, never the feed. */
export interface HeldDates {
  /** `YYYY-MM-DD` days in the venue's time zone. */
  dates: readonly string[];
  /** The day they were read, in the page's language ("24 November"). */
  readOn: string;
}

/**
 * The contact page's enquiry: the fields of `FORMS.enquiry` (fields.ts), promises §3 and §7; with the venue's held
 * dates (contract §11) when it has a calendar feed, shown with the event date.
 */
export function EnquiryForm({
  held,
  words: dict,
  language,
  choices,
}: {
  held?: HeldDates | null;
  /** The form's words in the page's language: only what it says, since an island's props are written into the page. */
  words: { forms: IslandFormWords; heldDates: Dictionary['heldDates'] };
  /** The page's language: the enquiry's sends carry it (contract §10). */
  language?: string;
  /** The venue's kinds of event and spaces, in the page's language (read from its content at build). */
  choices?: VenueChoices;
}) {
  const extras: FieldExtras | undefined = held
    ? {
        event_date: {
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
        },
      }
    : undefined;
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
    />
  );
}
