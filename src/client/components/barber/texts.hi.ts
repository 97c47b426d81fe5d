import type { Translation } from '../../lib/i18n/catalogue.js';
import type { BarberTexts } from './texts.js';

const hi: Translation<BarberTexts> = {
  waitLabel: ({ wait }) => `इंतज़ार: ${wait}`,
  noWait: 'कोई इंतज़ार नहीं',
  notAvailable: 'उपलब्ध नहीं',
  waitMinutes: ({ minutes }) => `${minutes} मिनट`,
  waitHours: ({ hours }) => `${hours} ${hours === 1 ? 'घंटा' : 'घंटे'}`,
  waitHoursMinutes: ({ hours, minutes }) => `${hours} ${hours === 1 ? 'घंटा' : 'घंटे'} ${minutes} मिनट`,
  notWorkingToday: 'आज छुट्टी पर',
  queueClosedToday: 'आज की कतार बंद',
  backAt: ({ time }) => `${time} पर लौटेंगे`,
  onBreak: 'ब्रेक पर',
  startsAt: ({ time }) => `${time} से काम पर`,
  startsLaterToday: 'आज थोड़ी देर में आएँगे',
  defaultSpecialty: 'बार्बर',
};

export default hi;
