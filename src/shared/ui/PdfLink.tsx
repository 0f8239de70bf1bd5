import { IsolatedFill } from './Bidi';

/**
 * A link to a PDF (the brochure): `type` tells the browser and assistive technology what opens, and the words say
 * its size ("Brochure (PDF, 1.9 MB)"). Given its words (`template`) and size apart, with the page's language `tag`,
 * the size is isolated on a right-to-left page (promises §19): "(PDF، 297 KB)" reads right inside Arabic.
 */
export function PdfLink({
  href,
  text,
  template,
  size,
  tag,
  className = 'link-arrow',
}: {
  href: string;
  text: string;
  template?: string;
  size?: string;
  tag?: string;
  className?: string;
}) {
  return (
    <a className={className} href={href} type="application/pdf">
      {template !== undefined && size !== undefined && tag !== undefined ? (
        <IsolatedFill template={template} values={{ size }} tag={tag} />
      ) : (
        text
      )}
    </a>
  );
}
