import { schemas } from '@quizfest/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function useResetDatabase() {
  return useMutation({
    mutationFn: () => apiRequest('/admin/reset-database', { method: 'POST', schema: schemas.MessageBody }),
  });
}
