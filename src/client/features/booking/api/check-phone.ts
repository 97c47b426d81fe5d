import { queryOptions, useQuery } from '@tanstack/react-query';
import { PHONE_DIGITS } from '../../../../shared/constants.js';
import { checkPhoneResponseSchema } from '../../../../shared/schemas/booking.js';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** GET /api/bookings/check-phone/{phone}: whether the number already has an active booking. */
export function fetchCheckPhone(phone: string, signal?: AbortSignal) {
  return api.get(`/api/bookings/check-phone/${phone}`, { schema: checkPhoneResponseSchema, ...(signal && { signal }) });
}

export const checkPhoneQuery = (phone: string) =>
  queryOptions({
    queryKey: queryKeys.bookings.checkPhone(phone),
    queryFn: ({ signal }) => fetchCheckPhone(phone, signal),
    // Typing the number again asks again: a booking may have ended in the meantime.
    staleTime: 0,
  });

/** docs/product/screens.md: the phone is checked as soon as all 10 digits are typed. */
export function useCheckPhone(phone: string) {
  return useQuery({ ...checkPhoneQuery(phone), enabled: phone.length === PHONE_DIGITS });
}
