import type { Translation } from '../../lib/i18n/catalogue.js';
import type { BranchTexts } from './texts-branches.js';

const hi: Translation<BranchTexts> = {
  branches: 'शाखाएँ',
  branch: 'शाखा',
  chainNote: ({ count, chain }) => `${chain} की ${count} शाखाएँ, एक ही लॉगिन`,
  switching: ({ name }) => `${name} खुल रही है...`,
  switchFailed: 'उस शाखा पर नहीं जा सके',
};

export default hi;
