import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../api/client';

/** database_dump_{timestamp}.zip, with a timestamp safe in every file system. */
export function dumpFileName(date = new Date()): string {
  return `database_dump_${date.toISOString().replace(/[:.]/g, '-')}.zip`;
}

export async function exportDatabase(): Promise<void> {
  const blob = await apiDownload('/admin/database-dump');
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = dumpFileName();
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function useExportDatabase() {
  return useMutation({ mutationFn: exportDatabase });
}
