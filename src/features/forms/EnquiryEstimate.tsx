import { useEffect, useState } from 'react';
import type { PackageChoice } from './choices';
import { estimateText, type EstimateValues, type EstimateWords } from './estimate';
import './forms.css';

/** The estimate's fields as the form holds them now. */
function valuesOf(form: HTMLFormElement): EstimateValues {
  const data = new FormData(form);
  const value = (name: keyof EstimateValues) => {
    const typed = data.get(name);
    return typeof typed === 'string' ? typed : '';
  };
  return { package: value('package'), event_date: value('event_date'), guest_count: value('guest_count') };
}

export interface EnquiryEstimateProps {
  id: string;
  formId: string;
  packages: readonly PackageChoice[];
  words: EstimateWords;
  /** The page's language. */
  tag: string;
}

/**
 * The estimate under the package (promises §13): a polite live region, in the served HTML and empty until the island
 * is awake, then saying `estimateText` for the package, date and guests the form holds (typed before the scripts,
 * restored from a draft, chosen by the address) and again on every change; empty while no package is chosen.
 */
export function EnquiryEstimate({ id, formId, packages, words, tag }: EnquiryEstimateProps) {
  const [text, setText] = useState('');
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const update = () => setText(estimateText(valuesOf(form), packages, words, tag));
    update();
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    return () => {
      form.removeEventListener('input', update);
      form.removeEventListener('change', update);
    };
  }, [formId, packages, words, tag]);
  return (
    <p id={id} className="form-note" role="status" aria-live="polite" aria-atomic="true" aria-label={words.label}>
      {text}
    </p>
  );
}
