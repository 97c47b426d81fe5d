import type { Translation } from '../../lib/i18n/catalogue.js';
import type { DeskTexts } from './texts-desk.js';

const hi: Translation<DeskTexts> = {
  undo: 'वापस लें',
  undoing: 'वापस लिया जा रहा है...',
  undoFor: ({ token, name }) => `#${token} ${name} का बदलाव वापस लें`,
  undoHint: 'यह बदलाव 10 सेकंड तक वापस लिया जा सकता है।',
  undone: 'बदलाव वापस लिया गया',
  backAsBefore: ({ token, name }) => `#${token} ${name} पहले जैसे हो गए।`,
  undoFailed: 'बदलाव वापस नहीं लिया जा सका',
};

export default hi;
