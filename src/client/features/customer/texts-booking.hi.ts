import type { Translation } from '../../lib/i18n/catalogue.js';
import type { CustomerBookingTexts } from './texts-booking.js';

const hi: Translation<CustomerBookingTexts> = {
  bookingNumber: ({ id }) => `बुकिंग #${id}`,
  bookingStatus: ({ id, status }) => `बुकिंग #${id} · ${status}`,
  kindWithBarber: ({ kind, barber }) => `${kind}, ${barber} के साथ`,
  whenAndType: ({ when, type }) => `${when} · ${type}`,
  byYou: '(आपने)',
  byBarber: '(बार्बर ने)',
  queueBooking: 'कतार बुकिंग',
  scheduledAppointment: 'तय अपॉइंटमेंट',
  queue: 'कतार',
  slot: 'स्लॉट',
  servingNow: 'अभी आपकी सेवा हो रही है!',
  barberReady: 'आपके बार्बर आपके लिए तैयार हैं।',
  inQueue: 'कतार में',
  scheduled: 'तय समय',
  position: ({ position }) => `कतार में नंबर ${position}`,
  youreNext: 'अगली बारी आपकी',
  aboutWait: ({ wait }) => `लगभग ${wait}`,
  expectedAt: ({ time }) => `अनुमानित ${time}`,
  barber: 'बार्बर',
  totalTime: 'कुल समय',
  minutes: ({ count }) => `${count} मिनट`,
  services: 'सेवाएँ',
  date: 'तारीख',
  bookedAt: 'बुकिंग का समय',
  queuePosition: 'कतार में नंबर',
  startsIn: 'शुरू होने में',
  estimatedWait: 'अनुमानित इंतज़ार',
  now: 'अभी',
  waitMinutes: ({ minutes }) => `${minutes} मिनट`,
  waitHours: ({ hours }) => (hours === 1 ? '1 घंटा' : `${hours} घंटे`),
  waitHoursMinutes: ({ hours, minutes }) => `${hours} घं ${minutes} मिनट`,
};

export default hi;
