import type { ShopSettings } from '../../../../shared/schemas/shop-settings.js';

/** A step of a new shop's first run (docs/product/screens.md Set up your shop). */
export type SetupStepName = 'barbers' | 'services' | 'hours' | 'poster' | 'open';

export interface SetupFacts {
  barbers: number;
  services: number;
  setup: ShopSettings['setup'];
}

/** A step, and whether it is done; null for the poster, which nothing on the server can tell. */
export interface SetupStep {
  name: SetupStepName;
  done: boolean | null;
}

/** The checklist's steps in the order an owner takes them. */
export function setupSteps({ barbers, services, setup }: SetupFacts): SetupStep[] {
  return [
    { name: 'barbers', done: barbers > 0 },
    { name: 'services', done: services > 0 },
    { name: 'hours', done: setup.hoursChecked },
    { name: 'poster', done: null },
    { name: 'open', done: setup.openedOnce },
  ];
}

/** The checklist shows until the shop has barbers and services and was opened once, or the owner hid it. */
export function showSetup({ barbers, services, setup }: SetupFacts): boolean {
  if (setup.dismissed) return false;
  return !(barbers > 0 && services > 0 && setup.openedOnce);
}
