import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import type { BookingCreate, bookingCreateSchema } from '../../../../shared/schemas/booking.js';

/** The form as typed (before the shared schema trims and checks it). */
export type BookingFormValues = z.input<typeof bookingCreateSchema>;

/** The form's control, typed with what the schema turns the values into. */
export type BookingControl = Control<BookingFormValues, unknown, BookingCreate>;
