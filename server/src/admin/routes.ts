// Admin database tools (docs/PRODUCT-RULES.md#import-export): export, import and
// reset, for the admin role only. After an import or a reset nothing cached may outlive its data.
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemas as S } from '@quizfest/shared';
import { imageCacheFor } from '../uploads/image-cache.js';
import { withUploadedDump } from './dump-upload.js';
import { exportDump } from './export-dump.js';
import { importDump } from './import-dump.js';
import { resetDatabase } from './reset.js';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { preHandler: app.requireAdmin };
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const forgetCachedData = () => {
    app.live.everythingChanged();
    imageCacheFor(app.db).clear();
  };

  app.get(
    '/admin/database-dump',
    { ...admin, schema: { tags, security, description: 'A zip of the whole database (application/zip, as an attachment)' } },
    async (_req, reply) => {
      const dump = await exportDump(app.db);
      // The file goes once it has been sent, or once the client has gone away.
      const stream = createReadStream(dump.path).once('close', () => void dump.remove());
      return reply
        .type('application/zip')
        .header('content-length', dump.size)
        .header('content-disposition', `attachment; filename="${dump.downloadName}"`)
        .send(stream);
    },
  );

  app.post(
    '/admin/database-dump',
    {
      ...admin,
      schema: {
        tags,
        security,
        description: 'multipart/form-data with a dump made by the export in the field `dump`; replaces the whole database',
        response: { 200: S.ImportResponse },
      },
    },
    async (req) => {
      const counts = await withUploadedDump(req, app.config.importMaxBytes, (path) =>
        importDump(app.db, path, {
          scryptN: app.config.scryptN,
          // Running events keep answering their players from memory while the import writes.
          whileWriting: (write) => app.eventCache.servingStaleDuring(write),
        }),
      );
      forgetCachedData();
      return { message: 'Database imported successfully!', counts };
    },
  );

  app.post('/admin/reset-database', { ...admin, schema: { tags, security, response: { 200: S.MessageBody } } }, async () => {
    await resetDatabase(app.db);
    forgetCachedData();
    return { message: 'Database reset successfully!' };
  });
};
