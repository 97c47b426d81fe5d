import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** The dashboard's branch switcher (docs/product/shop-list.md#branches). */
const en = {
  branches: 'Branches',
  branch: 'Branch',
  chainNote: ({ count, chain }: { count: number; chain: string }) => `${count} branches of ${chain}, one login`,
  switching: ({ name }: { name: string }) => `Opening ${name}...`,
  switchFailed: 'Could not switch to that branch',
} satisfies Messages;

export type BranchTexts = typeof en;

export const branchTexts = defineCatalogue('features/admin/texts-branches', en, () => import('./texts-branches.hi.js'));
