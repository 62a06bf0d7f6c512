// An event's results saved as a file (`GET /events/{id}/results`): from the host console on the night,
// and from My Events afterwards.
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../api/client';

export type ResultsFormat = 'xlsx' | 'csv' | 'json';

export function resultsFileName(code: string, format: ResultsFormat): string {
  return `results-${code}.${format}`;
}

export async function downloadResults(eventId: string, code: string, format: ResultsFormat): Promise<void> {
  const query = format === 'json' ? '' : `?format=${format}`;
  const blob = await apiDownload(`/events/${encodeURIComponent(eventId)}/results${query}`);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = resultsFileName(code, format);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function useDownloadResults(eventId: string, code: string) {
  return useMutation({ mutationFn: (format: ResultsFormat) => downloadResults(eventId, code, format) });
}
