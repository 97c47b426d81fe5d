import { useMutation } from '@tanstack/react-query';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { call } from '../../../lib/api-client.js';

/** What the server stores (it checks the bytes too); anything else is refused before sending. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/**
 * POST /api/uploads/photo with the file itself as the body and its image type as the content type
 * (the server takes raw image bytes). Answers the stored photo's URL.
 */
export async function uploadPhoto(file: File): Promise<string> {
  return (await call(ROUTES.uploads.photo, { body: file })).url;
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}
