/** `#email-attach-uploader` (CONTRACT §4): our accessible attachment widget. Built by the attachments feature. */
export function AttachmentUploader() {
  return <div id="email-attach-uploader" />;
}
