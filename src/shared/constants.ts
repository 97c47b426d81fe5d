/** Business constants from the product specification (docs/product/booking-rules.md#business-constants-and-limits). */

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
  /** Minutes before the expected start at which "your turn is near" goes out (docs/product/messages.md). */
  turnNearMinutes: 15,
  /** Shop-wide closed dates (holidays), shop-local 'YYYY-MM-DD'. */
  closedDates: [] as string[],
  /** Minutes before a barber's first start from which walk-ins may join (docs/decisions/0017-shop-state.md). */
  walkInsBeforeOpeningMinutes: 30,
  /** The shop's UPI payee (docs/product/money.md): '' until the owner sets it. */
  upiId: '',
  upiName: '',
  /** The shop's neighbourhood and PIN code for the platform's list (docs/product/shop-list.md). */
  area: '',
  pinCode: '',
} as const;

export const BOOKING_TYPES = ['queue', 'slot'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export const BOOKING_STATUSES = ['waiting', 'serving', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const ACTIVE_STATUSES = ['waiting', 'serving'] as const satisfies readonly BookingStatus[];

export const CANCELLED_BY = ['customer', 'barber'] as const;
/** Why the barber cancelled, when it was not an ordinary cancellation: the customer never came (docs/product/chairs-day.md). */
export const CANCEL_REASONS = ['no_show'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
/** A slot booking this many minutes past its time is offered to the barber as a no-show first. */
export const NO_SHOW_AFTER_MINUTES = 10;
/** A phone with this many no-shows in NO_SHOW_WINDOW_DAYS is marked on the barber's queue. */
export const NO_SHOW_MARK_COUNT = 2;
export const NO_SHOW_WINDOW_DAYS = 90;
/** A walk-in passed over this often while away may be marked a no-show (docs/decisions/0015-arrival-and-running-late.md). */
export const NO_SHOW_AFTER_PASSES = 2;
/** What a waiting walk-in may say from the tracking page: "Running late, 10 / 20 min", once. */
export const RUNNING_LATE_CHOICES = [10, 20] as const;
export type RunningLateMinutes = (typeof RUNNING_LATE_CHOICES)[number];
export type CancelledBy = (typeof CANCELLED_BY)[number];

export const ROLES = ['admin', 'barber', 'customer'] as const;
export type Role = (typeof ROLES)[number];

/** The app's languages: English (the product's own texts) and Hindi (docs/product/architecture.md#reach). */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language's name in its own script, as a language switcher shows it: the same in every language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
/** The product's name, which the brand shows until the shop names itself: never translated. */
export const PRODUCT_NAME = 'Chair';

export const DEFAULT_SPECIALTY = 'Barber';
export const DEFAULT_BARBER_PHOTO = '/images/barber-placeholder.svg';
export const DELETED_BARBER_SUFFIX = ' (deleted)';

/** How a charge at the chair was paid (docs/product/money.md); `unpaid` is owed, counted apart. */
export const PAYMENT_METHODS = ['cash', 'upi', 'card', 'unpaid'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What one payment's line says it was for: a service as charged, or one the barber added. */
export interface PaymentItem {
  name: string;
  /** Paise: the line's price as charged. */
  pricePaise: number;
  /** The shop's service, when the line is one. */
  serviceId: number | null;
}
/** A barber's commission, in basis points of the services charged after the discount (10000 = 100%). */
export const COMMISSION_BASIS_POINTS_MAX = 10_000;

/** Messages to customers (docs/product/messages.md). */
export const MESSAGE_KINDS = [
  'confirmation',
  'turn_near',
  'moved_earlier',
  'running_late',
  'shop_closed',
  'cancelled_by_shop',
  'after_hours',
  'turn_passed',
  'barber_changed',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** `whatsapp` or `echo` is the shop's text channel; `push` goes to the phones that opted in. */
export const MESSAGE_CHANNELS = ['whatsapp', 'echo', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** "Your turn is near" goes out when the expected start is this close (a shop setting). */
export const DEFAULT_TURN_NEAR_MINUTES = 15;
export const TURN_NEAR_MINUTES_RANGE = { min: 5, max: 60 } as const;
/** How early before opening walk-ins may join the queue, in minutes: 0 means not before opening. */
export const WALK_INS_BEFORE_OPENING_RANGE = { min: 0, max: 240 } as const;
/** An expected start that moves this much earlier or later is told again. */
export const MOVED_EARLIER_MINUTES = 10;
export const RUNNING_LATE_MINUTES = 15;
/** Shop-local hours in which only a really near turn is told: from 22:00 to 07:00. */
export const QUIET_HOURS = { from: 22, to: 7 } as const;
/** Sending attempts before a message is given up, visibly. */
export const MESSAGE_MAX_ATTEMPTS = 6;

/** The chair's day (docs/product/chairs-day.md). Breaks a barber may start from the dashboard, in minutes. */
export const BREAK_MINUTES = [5, 10, 15, 30, 60] as const;
export const SPANS_PER_DAY_MAX = 3;
export const DAYS_OFF_MAX = 60;
export const CLOSED_DATES_MAX = 60;
/** Why a grid time cannot be booked (docs/product/booking-rules.md#free-slot-times, docs/product/chairs-day.md). */
export const SLOT_REASONS = [
  'PAST',
  'OUTSIDE_WINDOW',
  'AFTER_CLOSING',
  'SLOT_TAKEN',
  'SMART_POSITIONING_CONFLICT',
  'BARBER_BREAK',
  'BARBER_OFF',
] as const;
export type SlotReason = (typeof SLOT_REASONS)[number];
