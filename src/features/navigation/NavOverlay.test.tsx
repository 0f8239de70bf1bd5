// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/i18n/en';
import { NavOverlay } from './NavOverlay';
import { NAV_HOST_ID, SiteHeader } from './SiteHeader';

const navigation = {
  main: [
    { label: 'Home', href: '/' },
    { label: 'Venue', href: '/venue', children: [{ label: 'Spaces', href: '/venue#spaces' }] },
  ],
  secondary: [{ label: 'Contact', href: '/contact' }],
};
const header = (
  <SiteHeader
    name="The Hall"
    home="The Hall, home"
    overlay={
      <NavOverlay
        hostId={NAV_HOST_ID}
        navigation={navigation}
        words={{
          open: en.navigation.open,
          close: en.navigation.close,
          main: en.navigation.main,
          secondary: en.navigation.secondary,
          sections: en.navigation.sections,
        }}
      />
    }
  />
);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  document.body.className = '';
});

describe('the nav trigger', () => {
  it('is served as the popover invoker alone: no aria-expanded beside popovertarget (invalid HTML)', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(header);
    const trigger = host.querySelector('button.nav-trigger')!;
    expect(trigger.getAttribute('popovertarget')).toBe('site-header');
    expect(host.querySelector(`[id="${trigger.getAttribute('aria-controls')}"]`)).toHaveClass('nav-overlay');
    expect(trigger.hasAttribute('aria-expanded')).toBe(false);
  });

  it('says aria-expanded once React has taken over the served HTML, and follows the menu from then on', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(header);
    document.body.append(container);
    const trigger = container.querySelector<HTMLButtonElement>('button.nav-trigger')!;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, header, { onRecoverableError: recoverable });
    });
    expect(recoverable, 'hydration mismatch').not.toHaveBeenCalled();
    expect(container.querySelector('button.nav-trigger'), 'the served button is kept').toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    // jsdom has no popovers: the component's own way, as in a browser without them.
    await act(async () => trigger.click());
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.body).toHaveClass('nav-open');
    await act(async () => trigger.click());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.body).not.toHaveClass('nav-open');
  });
});
