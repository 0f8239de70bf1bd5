import fs from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe-core's own minified build, of the version the builder depends on: half the bytes to send and compile. */
const fromBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = fs.readFileSync(fromBuilder.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Axe's violations on the page, or within one element, one line each (rule, impact, where), for an `expect(…)
 * .toEqual([])` that names what failed. By default only the serious and critical ones, the bar the site holds.
 *
 * A run costs half as much (0.65 against 1.4 core-seconds on a page here) in the way chosen below:
 * - `axe.run` in the page itself (legacy mode), not a run in each frame finished in a blank page that the builder
 *   opens for it; the site's pages have no frame of another origin, which is all that mode leaves out;
 * - only violations reported in full (`resultTypes`): the passes' node lists, a third of a megabyte a page, are read
 *   by no test.
 */
export async function axeViolations(
  page: Page,
  {
    within,
    everyImpact = false,
    contrast = true,
  }: {
    within?: string;
    everyImpact?: boolean;
    /** false: without `color-contrast`, axe's costliest rule (two fifths of a run), where it measures nothing new. */
    contrast?: boolean;
  } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page, axeSource }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (within) builder.include(within);
  if (!contrast) builder.disableRules(['color-contrast']);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => everyImpact || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
