import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { motionCustomPropertiesRule } from './constants';
import { MotionProperties } from './MotionProperties';

describe('MotionProperties', () => {
  it('is rendered from <body> but written into <head>, as static text (its hash goes into the CSP)', () => {
    const html = renderToString(
      <html lang="en">
        {/* eslint-disable-next-line @next/next/no-head-element -- a document to render, not a Next.js page */}
        <head />
        <body>
          <MotionProperties />
          <main>page</main>
        </body>
      </html>,
    );
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body>'));
    expect(head).toContain(`>${motionCustomPropertiesRule}</style>`);
    expect(body).not.toContain('<style');
  });
});
