import { ActionIcon, Menu } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { Event } from '@quizfest/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errorMessage';
import { type ResultsFormat, useDownloadResults } from '../../../lib/downloadResults';
import { showError } from '../../../lib/snackbar';

type Props = { event: Pick<Event, 'id' | 'name' | 'code'> };

/**
 * A My Events row's Results action (issue 21): the event's results as XLSX or CSV, any time after
 * the night, without opening its host console. A menu button: Enter, Space or the arrow keys open
 * it, the arrows move between the two downloads.
 */
export function EventResultsMenu({ event }: Props) {
  const { t } = useTranslation('manage');
  const download = useDownloadResults(event.id, event.code);
  const save = (format: ResultsFormat) =>
    download.mutate(format, { onError: (failure) => showError(errorMessage(failure, t('events.resultsFailed'))) });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('events.resultsItem', { name: event.name })} loading={download.isPending}>
          <IconFileSpreadsheet size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('events.results')}</Menu.Label>
        <Menu.Item onClick={() => save('xlsx')}>{t('events.resultsXlsx')}</Menu.Item>
        <Menu.Item onClick={() => save('csv')}>{t('events.resultsCsv')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
