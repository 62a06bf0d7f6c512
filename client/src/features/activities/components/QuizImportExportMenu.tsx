// The quiz editor's Import / export menu (issue 21): the Import dialog, the empty template, and the
// quiz as it was last saved, as a spreadsheet or a zip with its images.
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileImport, IconFileSpreadsheet, IconFileZip } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/snackbar';
import { downloadQuizFile, type QuizDownload } from '../api/quizImport';

type Props = { quizId: string; fileName: string; onImport: () => void };

export function QuizImportExportMenu({ quizId, fileName, onImport }: Props) {
  const { t } = useTranslation('manage');
  const download = useMutation({
    mutationFn: (kind: QuizDownload) =>
      downloadQuizFile(quizId, kind, kind === 'template' ? 'quizfest-template.xlsx' : `${fileName}.${kind}`),
    onError: () => showError(t('quizImport.downloadFailed')),
  });
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} />} loading={download.isPending} mt={25}>
          {t('quizImport.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileImport size={16} />} onClick={onImport}>
          {t('quizImport.open')}
        </Menu.Item>
        <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => download.mutate('template')}>
          {t('quizImport.template')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('quizImport.exportLabel')}</Menu.Label>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => download.mutate('xlsx')}>
          {t('quizImport.exportXlsx')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileZip size={16} />} onClick={() => download.mutate('zip')}>
          {t('quizImport.exportZip')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
