import { EmailForm } from './EmailForm';

/** The contact page's enquiry: the fields of `FORMS.enquiry` (fields.ts), promises §3 and §7. */
export function EnquiryForm() {
  return (
    <EmailForm
      id="enquiry-form"
      kind="enquiry"
      variant="enquiry"
      label="Enquiry"
      submitLabel="Send enquiry"
      successText="Thank you! Your message is with our events team, and we will write back to you soon."
    />
  );
}
