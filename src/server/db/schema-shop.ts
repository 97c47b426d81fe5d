import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { users } from './schema-auth.js';
import { platformRead, shopId, shopIsolation } from './shop-owned.js';
import type { WeeklyHours } from '../../shared/schemas/hours.js';

/**
 * The shop itself: its barbers, its services and its settings (docs/product/data.md). Every row
 * belongs to one shop (docs/decisions/0019-shops.md).
 */

export const barbers = pgTable(
  'barbers',
  {
    shopId: shopId(),
    id: serial('id').notNull(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    photo: text('photo'),
    bio: text('bio').notNull().default(''),
    specialty: text('specialty').notNull().default('Barber'),
    experience: integer('experience').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    /** The week's working periods, Sunday first (docs/product/chairs-day.md); null: the shop's hours every day. */
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>(),
    /** Dated days off, shop-local 'YYYY-MM-DD'. */
    daysOff: jsonb('days_off').$type<string[]>().notNull().default([]),
    /** The break started from the dashboard: one at a time, replaced by the next. */
    breakStart: instant('break_start'),
    breakEnd: instant('break_end'),
    /** The barber's share of the services charged after the discount, in basis points (docs/product/money.md); tips are all theirs. */
    commissionBasisPoints: integer('commission_basis_points').notNull().default(0),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'barbers_pkey', columns: [t.shopId, t.id] }),
    uniqueIndex('barbers_user_id_unique').on(t.shopId, t.userId),
    foreignKey({ name: 'barbers_user_fk', columns: [t.shopId, t.userId], foreignColumns: [users.shopId, users.id] }),
    shopIsolation(t.shopId),
    platformRead(),
    check('barbers_experience_check', sql`${t.experience} >= 0`),
    check('barbers_commission_check', sql`${t.commissionBasisPoints} between 0 and 10000`),
    check('barbers_break_check', sql`(${t.breakStart} is null) = (${t.breakEnd} is null) and (${t.breakEnd} is null or ${t.breakEnd} > ${t.breakStart})`),
  ],
);

export const services = pgTable(
  'services',
  {
    shopId: shopId(),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    duration: integer('duration').notNull(),
    /** A key of SERVICE_ICONS (src/shared/service-icons.ts). */
    icon: text('icon').notNull().default('scissors'),
    /** Whole rupees; null when no price is shown. */
    price: integer('price'),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'services_pkey', columns: [t.shopId, t.id] }),
    shopIsolation(t.shopId),
    check('services_duration_check', sql`${t.duration} between 1 and 600`),
    check('services_price_check', sql`${t.price} is null or ${t.price} between 0 and 100000`),
  ],
);

export const shopSettings = pgTable(
  'shop_settings',
  {
    /** One row per shop, keyed by it. */
    shopId: shopId().primaryKey(),
    isOpen: boolean('is_open').notNull().default(true),
    openTime: text('open_time').notNull().default('09:00'),
    closeTime: text('close_time').notNull().default('18:00'),
    slotInterval: integer('slot_interval').notNull().default(30),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    shopName: text('shop_name').notNull().default(''),
    shopPhone: text('shop_phone').notNull().default(''),
    shopAddress: text('shop_address').notNull().default(''),
    mapUrl: text('map_url').notNull().default(''),
    turnNearMinutes: integer('turn_near_minutes').notNull().default(15),
    /** Shop-wide closed dates (holidays), shop-local 'YYYY-MM-DD', ascending. */
    closedDates: jsonb('closed_dates').$type<string[]>().notNull().default([]),
    /** Minutes before a barber's first start from which a walk-in may join the queue; 0: not before it. */
    walkInsBeforeOpeningMinutes: integer('walk_ins_before_opening_minutes').notNull().default(30),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /** A new shop's first run (docs/product/screens.md Set up your shop): when the owner first saved the opening hours. */
    hoursSavedAt: instant('hours_saved_at'),
    /** When the owner's switch was first turned to open. */
    firstOpenedAt: instant('first_opened_at'),
    /** When the owner put the set-up checklist away. */
    setupDismissedAt: instant('setup_dismissed_at'),
    /** Where UPI payments go (docs/product/money.md): the payee address of the `upi://pay` link, '' while unset. */
    upiId: text('upi_id').notNull().default(''),
    /** The payee name the customer's UPI app shows. */
    upiName: text('upi_name').notNull().default(''),
    /** The shop's neighbourhood and PIN code (docs/product/shop-list.md), '' while unset. */
    area: text('area').notNull().default(''),
    pinCode: text('pin_code').notNull().default(''),
  },
  (t) => [
    shopIsolation(t.shopId),
    platformRead(),
    check('shop_settings_open_time_check', sql`${t.openTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('shop_settings_close_time_check', sql`${t.closeTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('shop_settings_slot_interval_check', sql`${t.slotInterval} in (15, 30, 45, 60)`),
    check('shop_settings_turn_near_minutes_check', sql`${t.turnNearMinutes} between 5 and 60`),
    check('shop_settings_walk_ins_before_opening_check', sql`${t.walkInsBeforeOpeningMinutes} between 0 and 240`),
    check('shop_settings_pin_code_check', sql`${t.pinCode} ~ '^([1-9][0-9]{5})?$'`),
  ],
);
