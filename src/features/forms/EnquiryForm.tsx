import { EmailForm, Field } from './EmailForm';

/** The contact page's message form (name, email, message). */
export function EnquiryForm() {
  return (
    <EmailForm
      id="enquiry-form"
      kind="message"
      variant="enquiry"
      label="Enquiry"
      submitLabel="Send enquiry"
      successText="Thank you! Your message is with our events team, and we will write back to you soon."
    >
      <Field name="name" label="Your name" autoComplete="name" />
      <Field name="email" label="Your email" type="email" autoComplete="email" />
      <Field name="message" label="Your message" multiline />
    </EmailForm>
  );
}
