import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core leaves its experimental rules out unless asked. They include label-content-name-mismatch
 * (WCAG 2.5.3 Label in Name, level A: a control's name contains its visible text), so all of them
 * are turned on: the ones axe-core 4.13 tags `experimental` (`axe.getRules(['experimental'])`).
 */
const EXPERIMENTAL_RULE_IDS = [
  'css-orientation-lock',
  'focus-order-semantics',
  'hidden-content',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
] as const;

export const EXPERIMENTAL_RULES = Object.fromEntries(EXPERIMENTAL_RULE_IDS.map((id) => [id, { enabled: true }]));

/** axe-core with its default rules plus the experimental ones, limited to `selector` when given. */
export function axeBuilder(page: Page, selector?: string): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ rules: EXPERIMENTAL_RULES });
  return selector ? builder.include(selector) : builder;
}

/** Serious or critical violations on the page (or inside `selector`), one `rule: targets` line each. */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const results = await axeBuilder(page, selector).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
