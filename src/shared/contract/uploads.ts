import { uploadedSchema } from '../schemas/upload.js';
import { endpoint } from './endpoint.js';

/** Photo upload for the admin's barber form (docs/product/screens.md: photo by URL or device upload). */
export const uploadEndpoints = {
  /** The body is the image's bytes, sent with its own content type. */
  photo: endpoint({ method: 'POST', path: '/api/uploads/photo', tags: ['uploads'], accepts: 'image', responses: { 201: uploadedSchema } }),
};
