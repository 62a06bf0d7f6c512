import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function useResetDatabase() {
  return useMutation({
    mutationFn: () => apiRequest<{ message?: string }>('/admin/reset-database', { method: 'POST' }),
  });
}
