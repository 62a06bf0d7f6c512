import { type UploadResponse, schemas } from '@quizfest/shared';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../api/client';

export function uploadImage(file: File): Promise<UploadResponse> {
  return apiUpload('/upload', 'file', file, schemas.UploadResponse);
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
