import { IMPORT_FILE_EXTENSION, schemas } from '@quizfest/shared';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../api/client';

export function isZipFile(file: File): boolean {
  return file.name.toLowerCase().endsWith(IMPORT_FILE_EXTENSION);
}

export function useImportDatabase(onProgress: (fraction: number) => void) {
  return useMutation({
    mutationFn: (file: File) => apiUpload('/admin/database-dump', 'dump', file, schemas.ImportResponse, onProgress),
  });
}
