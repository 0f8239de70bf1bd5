import type { APIRoute } from 'astro';
import { adminLabel } from '@/config/public-settings';
import { content, isDemo } from '@/content';
import { buildSetup } from '@/features/admin/first-run/build-setup';
import { testSendParams } from '@/features/forms/test-sends';
import { calendarAtBuild } from '@/lib/held-dates.server';

// What the build knows of the site's set-up, for the first-run panel at /admin/ (promises §18; docs/first-run.md).
export const GET: APIRoute = async () => {
  const venue = { toName: adminLabel, email: content.site.contact.email, language: content.site.language };
  const setup = buildSetup(process.env, {
    calendar: await calendarAtBuild(),
    venueEmail: venue.email,
    tests: testSendParams(venue),
    demo: isDemo,
  });
  return new Response(JSON.stringify(setup), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
