import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, NetworkError } from '../../../lib/api-errors.js';

/** What the server stores (it checks the bytes too); anything else is refused before sending. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

const uploadedSchema = z.object({ url: z.string() });

/**
 * POST /api/uploads/photo with the file itself as the body and its image type as the content type
 * (the JSON client does not fit: the server takes raw image bytes). Answers the stored photo's URL.
 */
export async function uploadPhoto(file: File): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/uploads/photo', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': file.type, accept: 'application/json' },
      body: file,
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  return uploadedSchema.parse(await response.json()).url;
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}
