import { describe, expect, test } from 'vitest';
import { LISTED_NEEDS_PLACE_MESSAGE, LOCATION_PAIR_MESSAGE } from '../../../../shared/schemas/shop-list.js';
import { locationProblem, placeFormSchema, placeFormValues, positionFields, type PlaceFormValues } from './shop-place.js';

const EMPTY: PlaceFormValues = { area: '', pinCode: '', latitude: '', longitude: '', listed: false };

/** The form's messages by field, or its parsed place. */
function check(values: Partial<PlaceFormValues>) {
  const parsed = placeFormSchema.safeParse({ ...EMPTY, ...values });
  return parsed.success ? parsed.data : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the place form', () => {
  test('reads the typed coordinates as numbers, an empty field as none', () => {
    expect(check({ area: ' Koramangala ', pinCode: ' 560034 ', latitude: ' 12.9352 ', longitude: '77.6245', listed: true })).toEqual({
      area: 'Koramangala',
      pinCode: '560034',
      latitude: 12.9352,
      longitude: 77.6245,
      listed: true,
    });
    expect(check({ area: 'Koramangala', latitude: '  ', longitude: '' })).toEqual({ ...EMPTY, area: 'Koramangala', latitude: null, longitude: null });
    expect(check({ latitude: '-33.8688', longitude: '151.2093' })).toMatchObject({ latitude: -33.8688, longitude: 151.2093 });
  });

  test("gives the shared schema's messages, on their fields", () => {
    expect(check({ pinCode: '56003' })).toEqual({ pinCode: 'A PIN code is six digits, such as 560034' });
    expect(check({ latitude: '12,93', longitude: '77.6' })).toEqual({ latitude: 'Latitude must be a number between -90 and 90' });
    expect(check({ latitude: '12.9', longitude: '181' })).toEqual({ longitude: 'Longitude must be a number between -180 and 180' });
    expect(check({ latitude: '12.9' })).toEqual({ longitude: LOCATION_PAIR_MESSAGE });
    expect(check({ listed: true })).toEqual({ listed: LISTED_NEEDS_PLACE_MESSAGE });
    expect(check({ listed: true, latitude: '12.9', longitude: '77.6' })).toMatchObject({ listed: true });
  });

  test('shows a saved place, no location as empty fields', () => {
    expect(placeFormValues({ area: 'Koramangala', pinCode: '560034', latitude: 12.9352, longitude: 77.6245, listed: true })).toEqual({
      area: 'Koramangala',
      pinCode: '560034',
      latitude: '12.9352',
      longitude: '77.6245',
      listed: true,
    });
    expect(placeFormValues({ area: '', pinCode: '', latitude: null, longitude: null, listed: false })).toEqual(EMPTY);
  });

  test("keeps six decimals of the device's position, and says why there was none", () => {
    expect(positionFields({ latitude: 12.935241987, longitude: 77.62449 })).toEqual({ latitude: '12.935242', longitude: '77.62449' });
    expect(positionFields({ latitude: -0.0000001, longitude: 0 })).toEqual({ latitude: '0', longitude: '0' });
    expect([1, 2, 3].map(locationProblem)).toEqual(['denied', 'unavailable', 'unavailable']);
  });
});
