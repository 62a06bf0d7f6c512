import type { UploadResponse } from '@quizfest/shared';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../api/client';

export function uploadImage(file: File): Promise<UploadResponse> {
  return apiUpload<UploadResponse>('/upload', 'file', file);
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
