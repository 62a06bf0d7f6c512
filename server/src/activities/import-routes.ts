// Quiz import and export (issue 21): the template to fill in, a preview of an imported file (which
// saves nothing: the editor takes the rows and its Save stores them), and a quiz's export as the
// same spreadsheet, alone or zipped with its images. Another manager's quiz is 404 as everywhere.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schemas as S } from '@quizfest/shared';
import { HttpError, tooLarge } from '../errors.js';
import { Semaphore } from '../lib/semaphore.js';
import { multipartFile, parsing } from '../uploads/multipart-file.js';
import { uploaderOf } from '../uploads/service.js';
import { getQuiz } from './service.js';
import { downloadName, quizXlsx, quizZip } from './import/export-quiz.js';
import { FILE_TOO_LARGE, IMPORT_ZIP_MAX_BYTES, IMPORTS_AT_ONCE, IMPORTS_BUSY } from './import/import-limits.js';
import { previewImport } from './import/preview.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ImportQuery = z.object({ language: S.LanguageSchema.default('en_US') });
const attachment = (name: string) => `attachment; filename="${name}"`;

export const quizImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['activities'];
  const security = [{ bearer: [] }];
  // The body of a waiting import stays unread in its socket meanwhile: waiting holds no memory.
  const importing = new Semaphore(IMPORTS_AT_ONCE.running, IMPORTS_AT_ONCE.waiting, () => new HttpError(503, IMPORTS_BUSY));

  app.get(
    '/activities/quiz/template.xlsx',
    { ...auth, schema: { tags, security, description: 'The quiz spreadsheet template, with three example questions' } },
    async (_req, reply) =>
      reply
        .type(XLSX)
        .header('content-disposition', attachment('quizfest-template.xlsx'))
        .send(await quizXlsx(undefined)),
  );

  app.post(
    '/activities/quiz/:id/import',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: S.IdParams,
        querystring: ImportQuery,
        description:
          'multipart/form-data with the file in the field `file`: QuizFest xlsx/csv template, Kahoot spreadsheet, Open Trivia DB JSON, or a zip of one of them with its images. Saves nothing; `language` is the language of single-language formats.',
        response: { 200: S.ImportPreview },
      },
    },
    async (req) => {
      await getQuiz(app.db, req.user.id, req.params.id); // 404 for another manager's quiz, before the body is read
      return importing.run(async () => {
        const part = await multipartFile(req, 'file', IMPORT_ZIP_MAX_BYTES);
        let bytes: Buffer;
        try {
          bytes = await parsing(() => part.toBuffer());
        } catch (error) {
          if (part.file.truncated) throw tooLarge(FILE_TOO_LARGE);
          throw error;
        }
        return previewImport(app.db, uploaderOf(app.config, req.user.id, req.network), bytes, req.query.language);
      });
    },
  );

  app.get(
    '/activities/quiz/:id/export.xlsx',
    { ...auth, schema: { tags, security, params: S.IdParams, description: 'The quiz as the import template' } },
    async (req, reply) => {
      const quiz = await getQuiz(app.db, req.user.id, req.params.id);
      return reply
        .type(XLSX)
        .header('content-disposition', attachment(`${downloadName(quiz.name)}.xlsx`))
        .send(await quizXlsx(quiz.questions));
    },
  );

  app.get(
    '/activities/quiz/:id/export.zip',
    {
      ...auth,
      schema: { tags, security, params: S.IdParams, description: 'The quiz as the import template, zipped with its uploaded images' },
    },
    async (req, reply) => {
      const quiz = await getQuiz(app.db, req.user.id, req.params.id);
      const name = downloadName(quiz.name);
      return reply
        .type('application/zip')
        .header('content-disposition', attachment(`${name}.zip`))
        .send(await quizZip(app.db, quiz.questions, name));
    },
  );
};
