import type { Translation } from '../../lib/i18n/catalogue.js';
import type { MoveTexts } from './texts-move.js';

const hi: Translation<MoveTexts> = {
  move: 'दूसरे बार्बर को भेजें',
  moveShort: 'भेजें',
  moveLabel: ({ token, name }) => `#${token} ${name} को दूसरे बार्बर को भेजें`,
  moveTitle: ({ token }) => `टोकन #${token} दूसरे बार्बर को भेजें`,
  moveIntro: ({ name }) => `वह बार्बर चुनें जो ${name} की सेवा करेगा। ग्राहक को नया बार्बर और समय बताया जाएगा।`,
  barbers: 'ग्राहक ले रहे बार्बर',
  waitMinutes: ({ minutes }) => `इंतज़ार ${minutes} मिनट`,
  noWait: 'कोई इंतज़ार नहीं',
  moving: 'भेजा जा रहा है...',
  noOtherBarber: 'अभी कोई दूसरा बार्बर ग्राहक नहीं ले रहा है।',
  loadFailed: 'बार्बर लोड नहीं हो सके।',
  retry: 'फिर से कोशिश करें',
  moved: 'ग्राहक भेजा गया',
  movedTo: ({ token, name, barber }) => `#${token} ${name} अब ${barber} के पास हैं।`,
  moveFailed: 'ग्राहक को नहीं भेजा जा सका',
  pleaseTryAgain: 'कृपया फिर से कोशिश करें।',
};

export default hi;
