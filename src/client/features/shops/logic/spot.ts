/**
 * Where the visitor is, as the list is asked with it (docs/product/screens.md#shops): four decimals,
 * about 11 m, which is all a distance to a tenth of a kilometre needs. It lives in the page's memory
 * for its list alone: never stored, never in the address.
 */
export interface Spot {
  latitude: string;
  longitude: string;
}

/** Why no spot came: the visitor (or the browser) refused, or the device could not tell. */
export type LocateFailure = 'refused' | 'failed';

const DECIMALS = 4;

/** A position as the list's query writes it. */
export function spotOf(coords: { latitude: number; longitude: number }): Spot | null {
  const { latitude, longitude } = coords;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude: latitude.toFixed(DECIMALS), longitude: longitude.toFixed(DECIMALS) };
}

/** How long the device may take to say where it is. */
const LOCATE_TIMEOUT_MS = 15_000;
/** A position this recent is good enough: the visitor has not gone far. */
const LOCATE_MAX_AGE_MS = 5 * 60_000;
/** GeolocationPositionError.PERMISSION_DENIED. */
const PERMISSION_DENIED = 1;

/** Asks the browser once where the visitor is: their spot, or why there is none. */
export function locate(geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined): Promise<Spot | LocateFailure> {
  return new Promise((resolve) => {
    if (!geolocation) {
      resolve('failed');
      return;
    }
    geolocation.getCurrentPosition(
      (position) => {
        resolve(spotOf(position.coords) ?? 'failed');
      },
      (error) => {
        resolve(error.code === PERMISSION_DENIED ? 'refused' : 'failed');
      },
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: LOCATE_MAX_AGE_MS },
    );
  });
}

/** The spot as a place to measure from. */
export function placeOf(spot: Spot | null): { latitude: number; longitude: number } | null {
  return spot ? { latitude: Number(spot.latitude), longitude: Number(spot.longitude) } : null;
}
