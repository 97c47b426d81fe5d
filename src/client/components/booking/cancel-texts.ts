/** The cancel flow's words. Those marked spec are spec §5 and §8, word for word. */
export const CANCEL_TEXTS = {
  /** spec §5 */
  confirm: 'Are you sure you want to cancel this booking?',
  /** spec §8 */
  successTitle: 'Booking cancelled',
  successDescription: 'Your booking has been successfully cancelled',
  failureTitle: 'Error',
  failureDescription: 'Failed to cancel booking. Please try again.',
  /** spec §8 (customer login) */
  sendFailed: 'Failed to send OTP',
  invalidOtp: 'Invalid OTP',
  otpExpiry: 'Expires in 5 minutes',
  resend: 'Resend OTP',
  sendCode: 'Send OTP',
} as const;

/** Spec §9: the echo-mode code toast stays 10 s. */
export const TEST_OTP_TOAST_MS = 10_000;
