/**
 * A link to a PDF (the brochure): `type` tells the browser and assistive technology what opens, and the words say
 * its size ("Brochure (PDF, 1.9 MB)").
 */
export function PdfLink({ href, text, className = 'link-arrow' }: { href: string; text: string; className?: string }) {
  return (
    <a className={className} href={href} type="application/pdf">
      {text}
    </a>
  );
}
