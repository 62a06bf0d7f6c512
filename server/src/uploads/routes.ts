// Image uploads (docs/PRODUCT-RULES.md#uploads): managers upload, everyone (players' phones, screens)
// loads them by name without a token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_WIDTHS, schemas as S } from '@quizfest/shared';
import { HttpError, notFound } from '../errors.js';
import { imageCacheFor } from './image-cache.js';
import { readImagePart } from './image-part.js';
import { imageVariantsFor, RESIZE_RETRY_AFTER_S } from './image-variants.js';
import { loadImage, storeImage, uploaderOf } from './service.js';

// Names are random and contents never change: caches may keep them for good, a resized variant too
// (its bytes depend only on the name, the width and the Accept it was chosen by, which `Vary` names).
// The CSP and nosniff make sure a browser never treats the bytes as anything but their image type.
const IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'",
};

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['uploads'];
  const images = imageCacheFor(app.db);
  const variants = imageVariantsFor(app.db);
  const load = (fileName: string) => loadImage(app.db, fileName);

  app.post(
    '/upload',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        description:
          'multipart/form-data with the image in the field `file` (PNG, JPEG, GIF, WebP or AVIF, at most 10 MiB, 8,000 px a side and 40 megapixels)',
        response: { 201: S.UploadResponse },
      },
    },
    async (req, reply) => {
      const fileName = await storeImage(app.db, uploaderOf(app.config, req.user.id, req.network), await readImagePart(req));
      return reply.status(201).send({ fileName });
    },
  );

  app.get(
    '/upload/:fileName',
    {
      schema: {
        tags,
        params: S.FileNameParams,
        querystring: S.UploadImageQuery,
        description: [
          'The image as uploaded, with its sniffed type, `nosniff`, a locked-down CSP, immutable caching and an ETag (304 to a matching If-None-Match).',
          `With \`w\` (${IMAGE_WIDTHS.join(', ')}; any other value is a 400), the image resized to at most that many pixels wide (never enlarged, aspect kept, EXIF orientation applied, metadata stripped),`,
          'as AVIF when the Accept header names image/avif, else WebP when it names image/webp, else JPEG for a JPEG or an opaque WebP or AVIF and PNG for the rest; `Vary: Accept` and an ETag of its own.',
          'An animated image (GIF, WebP, APNG, AVIF sequence), or one already no wider and smaller than its resized form, is served as uploaded.',
          `Resizes run a few at a time; when too many distinct variants wait, 503 with Retry-After: ${RESIZE_RETRY_AFTER_S}.`,
        ].join(' '),
      },
    },
    async (req, reply) => {
      const { w } = req.query;
      // An image the cache does not hold is read from the database: counted per network
      // (lib/lookup-budget.ts), as a made-up name each time reached it every time.
      const counted = async (fileName: string) => {
        await app.lookups.admit(req.network);
        return load(fileName);
      };
      let image;
      try {
        image =
          w === undefined
            ? await images.get(req.params.fileName, counted)
            : await variants.get(req.params.fileName, w, req.headers.accept, counted, req.log);
      } catch (error) {
        // The resize queue is full: the browser may ask again shortly; nothing here is cacheable.
        if (error instanceof HttpError && error.statusCode === 503) reply.header('retry-after', `${RESIZE_RETRY_AFTER_S}`);
        throw error;
      }
      if (!image) throw notFound('Image not found');
      reply.headers({ ...IMAGE_HEADERS, etag: image.etag });
      // Which bytes a variant's URL gives depends on the Accept header: a shared cache must key on it.
      if (w !== undefined) reply.header('vary', 'Accept');
      if (req.headers['if-none-match'] === image.etag) return reply.status(304).send();
      return reply.type(image.mimeType).send(image.bytes);
    },
  );
};
