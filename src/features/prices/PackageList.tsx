import type { PricesFile, Space } from '@/content/schema';
import { fill, fillParts, type Dictionary } from '@/i18n';
import { fromPrice, packageAnchor } from '@/shared/prices/packages';
import { fromText, includedGuestsText, priceText, ratesOf, termsOf } from '@/shared/prices/words';
import { PdfLink } from '@/shared/ui/PdfLink';
import './prices.css';

/**
 * The venue's packages, add-ons and small print (promises §13): plain HTML, no script. Each card ends with the link
 * that opens the enquiry with the package chosen (`enquireHref`, in the page's language).
 */
export function PackageList({
  prices,
  spaces,
  dict,
  tag,
  enquireHref,
  brochure,
}: {
  prices: PricesFile;
  spaces: readonly Pick<Space, 'id' | 'name'>[];
  dict: Dictionary;
  tag: string;
  /** The enquiry with a package chosen, in the page's language: `/contact?package=…#enquiry`. */
  enquireHref: (id: string) => string;
  /** The brochure's link (its address, and its words with its size). */
  brochure?: { href: string; text: string };
}) {
  const words = dict.prices;
  const { currency } = prices;
  const spaceName = (id: string) => spaces.find((space) => space.id === id)?.name ?? id;
  return (
    <>
      <ul className="package-list plain-list">
        {prices.packages.map((pack) => (
          <li key={pack.id} id={packageAnchor(pack.id)} className="package-card fade-in">
            <h3 className="package-name">{pack.name}</h3>
            {pack.summary ? <p className="package-summary">{pack.summary}</p> : null}
            <p className="package-price">
              <data value={fromPrice(pack)}>
                {/* A price is read in its own direction inside the page's (promises §19). */}
                <bdi>{fromText(pack, currency, words, tag)}</bdi>
              </data>
            </p>
            {pack.includedGuests !== undefined ? (
              <p className="package-guests">{includedGuestsText(pack, currency, words, tag)}</p>
            ) : null}
            {pack.rates?.length ? (
              <ul className="package-rates plain-list">
                {ratesOf(pack, currency, words, tag).map((rate) => (
                  <li key={rate}>{rate}</li>
                ))}
              </ul>
            ) : null}
            <h4 className="package-heading">{words.included}</h4>
            <ul className="ticks package-includes">
              {pack.includes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <ul className="package-terms plain-list small">
              {termsOf(pack, currency, words, tag).map((line) => (
                <li key={line}>{line}</li>
              ))}
              <li>
                {fillParts(dict.site.labelled, {
                  label: words.spaces,
                  text: pack.spaces.map((id, index) => (
                    <span key={id}>
                      {index > 0 ? dict.site.separator : null}
                      <a href={`#${id}`}>{spaceName(id)}</a>
                    </span>
                  )),
                })}
              </li>
            </ul>
            <a
              className="link-arrow package-enquire"
              href={enquireHref(pack.id)}
              aria-label={fill(dict.site.labelled, { label: words.enquire, text: pack.name })}
            >
              {words.enquire}
            </a>
          </li>
        ))}
      </ul>
      {prices.addOns.length > 0 ? (
        <div className="package-extras">
          <h3 className="package-heading">{words.addOns}</h3>
          <ul className="add-ons plain-list">
            {prices.addOns.map((addOn) => (
              <li key={addOn.id}>
                <span>{addOn.name}</span>
                <bdi className="add-on-price">{priceText(addOn.price, addOn.per, currency, words, tag)}</bdi>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {prices.notes.length > 0 || brochure ? (
        <div className="package-notes small">
          {prices.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
          {brochure ? (
            <p>
              <PdfLink {...brochure} />
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** A space's packages, for its facts on the venue page: the lowest price and the packages' names. */
export function spacePackages(prices: PricesFile | undefined, spaceId: string) {
  const packages = prices?.packages.filter((pack) => pack.spaces.includes(spaceId)) ?? [];
  if (!prices || packages.length === 0) return undefined;
  const cheapest = packages.reduce((low, pack) => (fromPrice(pack) < fromPrice(low) ? pack : low));
  return { packages, cheapest, currency: prices.currency };
}
