import { fill, type Dictionary } from '@/i18n';
import { EmailForm, type FieldExtras } from './EmailForm';
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
  dict,
  language,
}: {
  held?: HeldDates | null;
  dict: Dictionary;
  /** The page's language: the enquiry's sends carry it (contract §10). */
  language?: string;
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
      label={dict.forms.enquiry.label}
      submitLabel={dict.forms.enquiry.submit}
      successText={dict.forms.enquiry.success}
      words={dict.forms}
      fieldExtras={extras}
      language={language}
    />
  );
}
