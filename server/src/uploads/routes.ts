// Image uploads (docs/PRODUCT-RULES.md#uploads): managers upload, everyone (players' phones, screens)
// loads them by name without a token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemas as S } from '@quizfest/shared';
import { notFound } from '../errors.js';
import { imageCacheFor } from './image-cache.js';
import { readImagePart } from './image-part.js';
import { loadImage, storeImage } from './service.js';

// Names are random and contents never change: caches may keep them for good. The CSP and nosniff
// make sure a browser never treats the bytes as anything but the sniffed image type.
const IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'",
};

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['uploads'];
  const images = imageCacheFor(app.db);

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
      const fileName = await storeImage(app.db, req.user.id, await readImagePart(req));
      return reply.status(201).send({ fileName });
    },
  );

  app.get('/upload/:fileName', { schema: { tags, params: S.FileNameParams } }, async (req, reply) => {
    const image = await images.get(req.params.fileName, (name) => loadImage(app.db, name));
    if (!image) throw notFound('Image not found');
    reply.headers({ ...IMAGE_HEADERS, etag: image.etag });
    if (req.headers['if-none-match'] === image.etag) return reply.status(304).send();
    return reply.type(image.mimeType).send(image.bytes);
  });
};
