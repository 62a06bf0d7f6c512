// Restore from a .zip export (.zip only, docs/PRODUCT-RULES.md#import-export), with upload progress for large dumps.
import { Button, FileButton, Progress } from '@mantine/core';
import { IconDatabaseImport } from '@tabler/icons-react';
import { useState } from 'react';
import { DashboardCard } from '../../../components/dashboard/DashboardCard';
import { errorMessage } from '../../../lib/errorMessage';
import { showError, showSuccess } from '../../../lib/snackbar';
import { isZipFile, useImportDatabase } from '../api/importDatabase';

/** `onImported` runs after a successful import, which ends this browser's session. */
export function ImportDatabaseCard({ onImported }: { onImported: () => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const importDump = useImportDatabase(setProgress);

  const pick = (file: File | null) => {
    if (!file) return;
    if (!isZipFile(file)) {
      showError('Please select a .zip file');
      return;
    }
    setProgress(0);
    importDump.mutate(file, {
      onSuccess: (response) => {
        showSuccess(response.message || 'Database imported successfully!');
        onImported();
      },
      onError: (error) => showError(errorMessage(error, 'Failed to import database')),
      onSettled: () => setProgress(null),
    });
  };

  return (
    <DashboardCard icon={<IconDatabaseImport />} color="blue" title="Import Database" description="Upload and restore a database backup">
      {progress !== null && <Progress value={progress * 100} animated aria-label="Import progress" />}
      <FileButton onChange={pick} accept=".zip,application/zip">
        {(props) => (
          <Button {...props} color="blue" loading={importDump.isPending}>
            Choose .zip and import
          </Button>
        )}
      </FileButton>
    </DashboardCard>
  );
}
