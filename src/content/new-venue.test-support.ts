import type { Answers } from './new-venue';

/** A venue's answers as its owner gives them (`npm run new-venue`, or the demo's editor): a lakeside house in Germany. */
export const HAUS_AM_SEE: Answers = {
  name: 'Haus am See',
  languages: ['de', 'en'],
  country: 'DE',
  timeZone: 'Europe/Berlin',
  currency: 'EUR',
  units: 'metric',
};
