// Quiz import and export (issue 21): the server previews an imported file (saving nothing) and
// writes a quiz, or the empty template, as a spreadsheet to download.
import { type QuizLanguage, schemas } from '@quizfest/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiDownload, apiUpload } from '../../../api/client';

export type ImportPreview = z.infer<typeof schemas.ImportPreview>;
export type ImportPreviewRow = z.infer<typeof schemas.ImportPreviewRow>;

/** The file types the import reads: QuizFest's or Kahoot's spreadsheet, Open Trivia DB JSON, or a zip of one with its images. */
export const IMPORT_ACCEPT = '.xlsx,.csv,.json,.zip';

export function previewImport(quizId: string, file: File, language: QuizLanguage): Promise<ImportPreview> {
  return apiUpload(`/activities/quiz/${encodeURIComponent(quizId)}/import?language=${language}`, 'file', file, schemas.ImportPreview);
}

export function usePreviewImport(quizId: string) {
  return useMutation({ mutationFn: ({ file, language }: { file: File; language: QuizLanguage }) => previewImport(quizId, file, language) });
}

export type QuizDownload = 'template' | 'xlsx' | 'zip';

export async function downloadQuizFile(quizId: string, kind: QuizDownload, fileName: string): Promise<void> {
  const path = kind === 'template' ? '/activities/quiz/template.xlsx' : `/activities/quiz/${encodeURIComponent(quizId)}/export.${kind}`;
  const url = URL.createObjectURL(await apiDownload(path));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
