import type { Language } from '../../../../shared/constants.js';
import { ApiError } from '../../../lib/api-errors.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { describeApiError } from '../../../lib/i18n/error-text.js';
import type { TrackTexts } from '../texts.js';

type Texts = Translation<TrackTexts>;

export interface TrackToast {
  title: string;
  description: string;
  variant: 'default' | 'success' | 'destructive';
}

/** The toast after someone asked to track a number: how many were found, none, or what failed (docs/product/api.md#error-catalogue texts). */
export function trackResultToast(found: number, t: Texts): TrackToast {
  if (found === 0) return { title: t.notFoundTitle, description: t.notFoundDescription, variant: 'default' };
  return { title: t.foundTitle, description: t.foundDescription({ count: found }), variant: 'success' };
}

/** Whether a failed lookup was a rate limit with the server's own words on when to come back. */
export function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429 && Boolean(error.serverMessage);
}

/** The words for a failed lookup: a rate limit (429) says what the server said, anything else the client's own text. */
export function trackErrorText(error: unknown, t: Texts, language: Language): string {
  return isRateLimited(error) ? describeApiError(error, language) : t.errorDescription;
}

export function trackErrorToast(error: unknown, t: Texts, language: Language): TrackToast {
  return { title: t.errorTitle, description: trackErrorText(error, t, language), variant: 'destructive' };
}
