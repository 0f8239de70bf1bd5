import { expect, type Request } from '@playwright/test';
import { checkedSetting } from '../../../src/config/settings.mjs';

/**
 * Whether the build under test sends through the enquiry relay (promises §16): the second venue's run does
 * (`npm run test:examples` sets EMAIL_RELAY=1); the demo's and the other venues' send as a site without one.
 */
export const RELAY = checkedSetting(process.env, 'EMAIL_RELAY') === '1';

/**
 * A send's JSON as promises §3 says it: with the relay on, its proof of work checked to be there and set aside (the
 * relay takes it off before EmailJS sees the rest); without the relay, none.
 */
export function sentEmail<Email = unknown>(request: Request): Email {
  const { altcha, ...email } = request.postDataJSON() as Record<string, unknown>;
  if (RELAY)
    expect(typeof altcha === 'string' && altcha.length > 0, 'a send through the relay carries its proof of work').toBe(
      true,
    );
  else expect(altcha, 'a send without the relay carries no proof of work').toBeUndefined();
  return email as Email;
}
