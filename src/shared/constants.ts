/** Business constants from the product specification (spec §9). */

export const PHONE_DIGITS = 10;
export const PHONE_PREFIX = '+91';
export const NAME_MIN_LENGTH = 2;

export const OTP_DIGITS = 6;
export const OTP_TTL_MINUTES = 5;
export const OTP_MAX_FAILED_ATTEMPTS = 5;

export const CANCEL_CUTOFF_MINUTES = 15;
export const SLOT_WINDOW_HOURS = 36;
export const DEFAULT_BOOKING_MINUTES = 30;
export const NO_WAIT_SLOT_GAP_MINUTES = 10;

export const SLOT_INTERVALS = [15, 30, 45, 60] as const;
export type SlotInterval = (typeof SLOT_INTERVALS)[number];

export const TIME_ADJUSTMENTS = [-10, -5, 5, 10] as const;
export type TimeAdjustment = (typeof TIME_ADJUSTMENTS)[number];

export const TIMELINE_WINDOW_HOURS = 4;

export const DEFAULT_SHOP_SETTINGS = {
  isOpen: true,
  openTime: '09:00',
  closeTime: '18:00',
  slotInterval: 30,
  timeZone: 'Asia/Kolkata',
  shopName: '',
  shopPhone: '',
  shopAddress: '',
  mapUrl: '',
} as const;

export const BOOKING_TYPES = ['queue', 'slot'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export const BOOKING_STATUSES = ['waiting', 'serving', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const ACTIVE_STATUSES = ['waiting', 'serving'] as const satisfies readonly BookingStatus[];

export const CANCELLED_BY = ['customer', 'barber'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

export const ROLES = ['admin', 'barber', 'customer'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_SERVICE_ICON = '✂️';
export const DEFAULT_SPECIALTY = 'Barber';
export const DEFAULT_BARBER_PHOTO = '/images/barber-placeholder.svg';
export const DELETED_BARBER_SUFFIX = ' (deleted)';
