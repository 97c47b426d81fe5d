import { CancelledError, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../../../components/ui/use-toast.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { trackErrorToast, trackResultToast } from '../logic/track-outcome.js';
import { trackTexts } from '../texts.js';
import { trackQuery, type TrackItem } from './track-bookings.js';

async function fetchFresh(client: QueryClient, phone: string): Promise<TrackItem[]> {
  try {
    return await client.query({ ...trackQuery(phone), staleTime: 0 });
  } catch (error) {
    // A live update restarted the lookup midway: its answer is as fresh, so wait for that one.
    if (error instanceof CancelledError) return client.query(trackQuery(phone));
    throw error;
  }
}

/**
 * Tracks a number because someone asked to (the Track button, or a page opened with ?phone=):
 * always a fresh lookup, and a toast with the outcome (docs/product/api.md#error-catalogue). Live refetches after that are
 * silent. Resolves with the bookings found, or null when the lookup failed.
 */
export function useTrackAction(): (phone: string) => Promise<TrackItem[] | null> {
  const client = useQueryClient();
  const t = useTexts(trackTexts);
  const language = useLanguage();
  return useCallback(
    async (phone: string) => {
      try {
        const items = await fetchFresh(client, phone);
        toast(trackResultToast(items.length, t));
        return items;
      } catch (error) {
        toast(trackErrorToast(error, t, language));
        return null;
      }
    },
    [client, t, language],
  );
}
