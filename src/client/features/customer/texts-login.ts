import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of the customer login (docs/product/screens.md, docs/product/booking-rules.md#states-and-transitions): the number, the one-time code, and why to sign in. */
const en = {
  step: ({ step }: { step: number }) => `Customer login · Step ${step} of 2`,
  phoneTitle: 'Sign in with WhatsApp',
  codeTitle: 'Enter your code',
  intro: 'See your bookings, follow the queue live and cancel when plans change.',
  otpSent: 'OTP sent',
  checkWhatsApp: 'Check WhatsApp for your 6-digit code.',
  testOtp: 'Test OTP',
  yourCodeIs: ({ code }: { code: string }) => `Your code is ${code}`,
  // Step 1.
  phoneLabel: 'WhatsApp number',
  phoneHintDemo: 'Demo mode: the code is shown on this screen instead of WhatsApp.',
  phoneHint: "We'll send a 6-digit code to this number on WhatsApp.",
  sendOtp: 'Send OTP',
  sendingOtp: 'Sending OTP...',
  // Step 2.
  codeSentTo: ({ phone }: { phone: string }) => `Enter the 6-digit code sent on WhatsApp to ${phone}.`,
  codeLabel: '6-digit code',
  expiresIn: 'Expires in 5 minutes',
  codeExpired: 'Code expired',
  timeLeft: ({ time }: { time: string }) => `${time} left`,
  verify: 'Verify',
  verifying: 'Verifying...',
  changePhone: 'Change phone number',
  resendOtp: 'Resend OTP',
  sending: 'Sending...',
  availableIn: ({ time }: { time: string }) => `available in ${time}`,
  signedIn: 'Signed in',
  welcomeBack: ({ name }: { name: string }) => `Welcome back, ${name}.`,
  welcomeNew: 'Welcome! Your bookings are in your account.',
  // Why sign in.
  benefitsEyebrow: 'Your chair, your time',
  benefitsTitle: 'Sign in once, and your bookings follow you.',
  benefitLiveTitle: 'Your place, live',
  benefitLive: 'Watch your position and wait move as the barbers work.',
  benefitAllTitle: 'Every booking in one place',
  benefitAll: 'Queue tokens and appointments, past and upcoming.',
  benefitCancelTitle: 'Plans changed?',
  benefitCancel: 'Cancel from your phone, no call needed.',
  noPassword: 'No password. Just your number and a one-time code.',
} satisfies Messages;

export type LoginTexts = typeof en;

export const loginTexts = defineCatalogue('features/customer/texts-login', en, () => import('./texts-login.hi.js'));
