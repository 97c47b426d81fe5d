import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of the booking components every area shares: cancel with its code check, notifications, calendar. */
const en = {
  // docs/product/booking-rules.md#states-and-transitions: the status words.
  statusWaiting: 'In Queue',
  statusServing: 'Currently Serving',
  statusCompleted: 'Completed',
  statusCancelled: 'Cancelled',
  /** A slot booking waiting for its time. */
  statusAppointment: 'Appointment',
  // docs/product/booking-rules.md#validation-rules and docs/product/api.md#error-catalogue, word for word.
  cancel: 'Cancel',
  cancelBooking: ({ id }: { id: number }) => `Cancel booking #${id}`,
  confirm: 'Are you sure you want to cancel this booking?',
  confirmWithCode: 'Your place will be given to the next customer. First we will confirm the phone number is yours with a one-time code.',
  confirmFinal: 'Your place will be given to the next customer. This cannot be undone.',
  keepBooking: 'Keep booking',
  yesCancel: 'Yes, cancel',
  cancelling: 'Cancelling...',
  successTitle: 'Booking cancelled',
  successDescription: 'Your booking has been successfully cancelled',
  failureTitle: 'Error',
  failureDescription: 'Failed to cancel booking. Please try again.',
  // Proving the phone with a one-time code (docs/product/api.md#error-catalogue, customer login).
  verifyTitle: 'Verify your phone number',
  verifyDescription: ({ phone }: { phone: string }) =>
    `To cancel on this device, confirm the number is yours with a one-time code sent to ${phone}.`,
  sendCode: 'Send OTP',
  sending: 'Sending...',
  sendFailed: 'Failed to send OTP',
  resend: 'Resend OTP',
  codeLabel: '6-digit code',
  otpExpiry: 'Expires in 5 minutes',
  invalidOtp: 'Invalid OTP',
  verifying: 'Verifying...',
  verifyAndCancel: 'Verify and cancel',
  testOtpTitle: 'Test OTP',
  testOtpCode: ({ code }: { code: string }) => `Your code is ${code}`,
  testModeCode: ({ code }: { code: string }) => `Test mode: the code is ${code}.`,
  // docs/product/messages.md: Web Push about a waiting booking.
  notifyMe: 'Notify me on this phone',
  turningOn: 'Turning on...',
  notificationsOn: 'Notifications on',
  turnOff: 'Turn off',
  turnOffFor: ({ id }: { id: number }) => `Turn off notifications for booking #${id}`,
  notificationsBlocked: "Notifications are blocked in this browser's settings",
  turnOnFailed: "Couldn't turn on notifications",
  turnOffFailed: "Couldn't turn off notifications",
  pleaseTryAgain: 'Please try again.',
  // docs/product/architecture.md#reach: the slot's .ics file.
  addToCalendar: 'Add to calendar',
  removeFromCalendar: 'Remove from calendar',
} satisfies Messages;

export type BookingComponentTexts = typeof en;

export const bookingComponentTexts = defineCatalogue('components/booking/texts', en, () => import('./texts.hi.js'));
