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
  moveToBarber: 'दूसरे बार्बर के पास भेजें',
  moveTitle: ({ token, name }) => `#${token} ${name} को भेजें`,
  moveIntro: 'ग्राहक का टोकन वही रहेगा, और उन्हें नए बार्बर और समय की सूचना मिलेगी।',
  moveTo: ({ barber }) => `${barber} के पास भेजें`,
  waitMinutes: ({ minutes }) => (minutes === 0 ? 'कोई इंतज़ार नहीं' : `${minutes} मिनट इंतज़ार`),
  noOtherBarbers: 'कोई और बार्बर अभी ग्राहक नहीं ले रहा।',
  barbersLoadFailed: 'बार्बर लोड नहीं हो सके।',
  moving: 'भेजा जा रहा है...',
  moved: 'ग्राहक भेजा गया',
  movedTo: ({ token, barber }) => `#${token} अब ${barber} के पास हैं।`,
  moveFailed: 'ग्राहक को नहीं भेजा जा सका',
  close: 'बंद करें',
};

export default hi;
