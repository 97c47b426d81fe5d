import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe-core run inside the page itself. @axe-core/playwright re-evaluates axe's half-megabyte
 * source on every pass and finishes each one in a new blank page, which costs three times the
 * rules themselves; the app has no frames, so one in-page `axe.run` checks the same rules on the
 * same DOM. The source is injected once per loaded document.
 */
async function runAxe(page: Page, exclude: string[]): Promise<axe.Result[]> {
  const injected = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(async (excluded) => {
    const engine = (window as AxeWindow).axe;
    if (!engine) throw new Error('axe-core is not in the page');
    const context = excluded.length > 0 ? { include: document, exclude: excluded.map((selector) => [selector]) } : document;
    return (await engine.run(context)).violations;
  }, exclude);
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation (WCAG A/AA
 * and best practices), listing each rule with the elements that break it.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  // Colours checked halfway through a transition (a hover, a new viewport's tab bar) are neither
  // colour: let the CSS transitions end first. A change can start one a frame late (a resize
  // re-renders the tab bar after its media query fires), so frames are let pass before each look,
  // until one finds none running. Endless animations (a pulsing dot) are not transitions.
  await page.evaluate(async () => {
    for (let look = 0; look < 5; look++) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const running = document.getAnimations().filter((animation) => animation instanceof CSSTransition && animation.playState !== 'finished');
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  const violations = await runAxe(page, options.exclude ?? []);
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map((violation) =>
    [
      `${violation.impact ?? ''} ${violation.id}: ${violation.help} (${violation.helpUrl})`,
      ...violation.nodes.map((node) => `  ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`),
    ].join('\n'),
  );
  expect(report, `axe on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}
