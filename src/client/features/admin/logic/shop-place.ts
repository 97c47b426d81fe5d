import { z } from 'zod';
import { shopPlaceUpdateSchema, type ShopPlace } from '../../../../shared/schemas/shop-list.js';

/** What the place form holds while it is edited: the coordinates are the inputs' text. */
export interface PlaceFormValues {
  area: string;
  pinCode: string;
  latitude: string;
  longitude: string;
  listed: boolean;
}

/** A coordinate as typed: empty is none (null), anything else its number, which the shared schema then checks. */
const coordinateText = z.string().transform((text) => {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
});

/**
 * The form's schema (docs/product/shop-list.md#where-a-shop-is-and-whether-it-is-listed): the
 * coordinates' text read as numbers, then the shared `shopPlaceUpdateSchema` with its messages.
 * Text that is no number (NaN) is refused with the schema's range message.
 */
export const placeFormSchema = z
  .object({ area: z.string(), pinCode: z.string(), latitude: coordinateText, longitude: coordinateText, listed: z.boolean() })
  .pipe(shopPlaceUpdateSchema);

/** A coordinate as the form shows it: none is an empty field. */
const coordinateField = (value: number | null): string => (value === null ? '' : String(value));

/** The saved place as the form shows it. */
export function placeFormValues(place: ShopPlace): PlaceFormValues {
  return {
    area: place.area,
    pinCode: place.pinCode,
    latitude: coordinateField(place.latitude),
    longitude: coordinateField(place.longitude),
    listed: place.listed,
  };
}

/** Decimal places kept of a position the device gives: six are about 10 cm, finer than any phone knows. */
const COORDINATE_DECIMALS = 6;

/** A device's position as the two fields' text. */
export function positionFields(coords: { latitude: number; longitude: number }): Pick<PlaceFormValues, 'latitude' | 'longitude'> {
  const field = (value: number) => String(Number(value.toFixed(COORDINATE_DECIMALS)));
  return { latitude: field(coords.latitude), longitude: field(coords.longitude) };
}

/** Why the device gave no position: refused by the person or the browser, not found in time, or no way to ask. */
export type LocationProblem = 'denied' | 'unavailable' | 'unsupported';

/** GeolocationPositionError's code in words (1 PERMISSION_DENIED; 2 POSITION_UNAVAILABLE and 3 TIMEOUT are both "not found"). */
export function locationProblem(code: number): LocationProblem {
  return code === 1 ? 'denied' : 'unavailable';
}
