import { queryOptions, useQuery } from '@tanstack/react-query';
import { PHONE_DIGITS } from '../../../../shared/constants.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** GET /api/bookings/check-phone/{phone}: whether the number already has an active booking. */
export function fetchCheckPhone(phone: string, signal?: AbortSignal) {
  return call(ROUTES.bookings.checkPhone, { params: { phone }, signal });
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
