/** The subscribe form (a `subscriber` field, no `message`), on every page. Built by the forms feature. */
export function SubscribeForm() {
  return <div className="form-wrapper subscribe" />;
}
