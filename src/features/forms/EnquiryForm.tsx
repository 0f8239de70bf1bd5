/** The contact page's message form (name, email, message). Built by the forms feature. */
export function EnquiryForm() {
  return <div className="form-wrapper enquiry" />;
}
