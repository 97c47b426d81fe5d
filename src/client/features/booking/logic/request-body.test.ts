import { describe, expect, it } from 'vitest';
import type { BookingCreate } from '../../../../shared/schemas/booking.js';
import { toRequestBody } from './request-body.js';

const base: BookingCreate = {
  barberId: 1,
  customerName: 'Asha Verma',
  customerPhone: '9876543210',
  bookingType: 'queue',
  services: [2, 1],
  slotDate: '2026-11-21',
  slotTime: '10:30',
  notes: '',
};

describe('toRequestBody', () => {
  it('drops a slot picked before switching to the queue, and empty notes', () => {
    expect(toRequestBody(base)).toEqual({
      barberId: 1,
      customerName: 'Asha Verma',
      customerPhone: '9876543210',
      bookingType: 'queue',
      services: [2, 1],
    });
  });

  it('keeps the slot and the notes of a slot booking', () => {
    expect(toRequestBody({ ...base, bookingType: 'slot', notes: 'Short on the sides' })).toEqual({
      ...base,
      bookingType: 'slot',
      notes: 'Short on the sides',
    });
  });
});
