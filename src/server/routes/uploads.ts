import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadEndpoints } from '../../shared/contract/uploads.js';
import { authorize } from '../auth/authorize.js';
import type { App } from '../context.js';
import { AppError, UPLOAD_IMAGE_MESSAGE } from '../http/errors.js';
import { shopRoute } from '../http/route.js';

/** A barber photo is a phone picture at most; larger bodies are refused before they are read. */
export const PHOTO_LIMIT = 2 * 1024 * 1024;

/** Raster formats only: SVG can carry scripts, so it is never stored or served back. */
const FORMATS = [
  { type: 'image/jpeg', ext: 'jpg', matches: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', ext: 'png', matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/gif', ext: 'gif', matches: (b: Buffer) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    ext: 'webp',
    matches: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

/** The declared type must be one we take; the bytes decide what the file really is. */
function storedFormat(contentType: string | undefined, body: unknown): (typeof FORMATS)[number] {
  const declared = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORMATS.some((format) => format.type === declared)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_IMAGE_MESSAGE);
  }
  const format = Buffer.isBuffer(body) ? FORMATS.find((candidate) => candidate.matches(body)) : undefined;
  if (!format) throw new AppError(400, 'INVALID_IMAGE', 'The file is not a readable image');
  return format;
}

/** Photo upload for the admin's barber form (docs/product/screens.md: photo by URL or device upload). */
export function uploadRoutes(app: App): void {
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: PHOTO_LIMIT }, (_request, body, done) => {
    done(null, body);
  });

  shopRoute(
    app,
    uploadEndpoints.photo,
    {
      config: { acceptsImages: true },
      bodyLimit: PHOTO_LIMIT,
      // Checked before the body is read: a stranger cannot make the server take in 2 MiB.
      onRequest: authorize('upload:photo'),
    },
    async (request, reply, ctx) => {
      const format = storedFormat(request.headers['content-type'], request.body);
      const folder = path.join(ctx.env.DATA_DIR, 'uploads');
      await mkdir(folder, { recursive: true });
      // A random name: nothing of the client's file name reaches the file system.
      const name = `${randomBytes(16).toString('hex')}.${format.ext}`;
      const file = path.join(folder, name);
      try {
        await writeFile(file, request.body as Buffer, { flag: 'wx' });
      } catch (error) {
        // A write cut short (a full disk) leaves part of a photo that nothing would ever show.
        await unlink(file).catch(() => undefined);
        throw error;
      }
      return reply.status(201).send({ url: `/uploads/${name}` });
    },
  );
}
