import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Axe's violations on the page, or within one element, one line each (rule, impact, where), for an `expect(…)
 * .toEqual([])` that names what failed. By default only the serious and critical ones, the bar the site holds.
 * Axe reports only violations in full (`resultTypes`): the passes' node lists, a third of a megabyte a page that
 * no test reads, cost a fifth of a core-second each run to send and parse.
 */
export async function axeViolations(
  page: Page,
  { within, everyImpact = false }: { within?: string; everyImpact?: boolean } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => everyImpact || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
