// Restore from a .zip export (.zip only, docs/PRODUCT-RULES.md#import-export), with upload progress for large dumps.
import { Button, FileButton, Progress } from '@mantine/core';
import { IconDatabaseImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../../../components/dashboard/DashboardCard';
import { managerErrorMessage } from '../../../lib/manager/serverErrors';
import { showError, showSuccess } from '../../../lib/snackbar';
import { isZipFile, useImportDatabase } from '../api/importDatabase';

/** `onImported` runs after a successful import, which ends this browser's session. */
export function ImportDatabaseCard({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation('manage');
  const [progress, setProgress] = useState<number | null>(null);
  const importDump = useImportDatabase(setProgress);

  const pick = (file: File | null) => {
    if (!file) return;
    if (!isZipFile(file)) {
      showError(t('admin.import.onlyZip'));
      return;
    }
    setProgress(0);
    importDump.mutate(file, {
      // The server's message is the same English words: the page says them in its own language.
      onSuccess: () => {
        showSuccess(t('admin.import.success'));
        onImported();
      },
      onError: (error) => showError(managerErrorMessage(t, error, t('admin.import.failed'))),
      onSettled: () => setProgress(null),
    });
  };

  return (
    <DashboardCard icon={<IconDatabaseImport />} color="blue" title={t('admin.import.title')} description={t('admin.import.description')}>
      {progress !== null && <Progress value={progress * 100} animated aria-label={t('admin.import.progress')} />}
      <FileButton onChange={pick} accept=".zip,application/zip">
        {(props) => (
          <Button {...props} color="blue" loading={importDump.isPending}>
            {t('admin.import.button')}
          </Button>
        )}
      </FileButton>
    </DashboardCard>
  );
}
