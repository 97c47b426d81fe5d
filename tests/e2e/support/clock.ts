import type { BrowserContext } from 'playwright-core';

/**
 * Playwright's fake `Date` returns a plain native Date from its constructor, so a subclass
 * (`class X extends Date`, as date libraries write) gets instances without its own methods, which
 * only ever happens under the fake clock.
 * This wraps the fake `Date` so `new.target`'s prototype is kept, as a real Date does.
 */
function subclassableDate(): void {
  const FakeDate = window.Date;
  window.Date = new Proxy(FakeDate, {
    construct(target, args: unknown[], newTarget: { prototype: object }) {
      const date = Reflect.construct(target, args) as Date;
      if (newTarget !== window.Date) Object.setPrototypeOf(date, newTarget.prototype);
      return date;
    },
  });
}

/** Installs Playwright's clock at `time` (epoch ms), with a `Date` that can still be subclassed. */
export async function installClock(context: BrowserContext, time: number): Promise<void> {
  await context.clock.install({ time });
  // Init scripts run in the order they were added: this one after the clock's own.
  await context.addInitScript(subclassableDate);
}
