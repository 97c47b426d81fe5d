import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation (WCAG A/AA
 * and best practices), listing each rule with the elements that break it.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map((violation) =>
    [
      `${violation.impact ?? ''} ${violation.id}: ${violation.help} (${violation.helpUrl})`,
      ...violation.nodes.map((node) => `  ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`),
    ].join('\n'),
  );
  expect(report, `axe on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}
