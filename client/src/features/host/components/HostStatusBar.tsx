import { Badge, Button, Code, Group, Text } from '@mantine/core';
import type { HostView } from '@quizfest/shared';
import { IconDeviceDesktop, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '../../../lib/live/useLiveConnection';
import type { ResultsFormat } from '../../../lib/downloadResults';
import { useScreenKey } from '../api/useScreenKey';
import { phaseLabel } from '../utils/phaseLabel';
import { ConnectionBadge } from './ConnectionBadge';

type Props = {
  view: HostView;
  connection: ConnectionState;
  downloading: boolean;
  onDownload: (format: ResultsFormat) => void;
};

/** The event at a glance (code, phase, connection, screens) and the tools around the game. */
export function HostStatusBar({ view, connection, downloading, onDownload }: Props) {
  const { t } = useTranslation('host');
  const { event, live, screens } = view;
  const phase = phaseLabel(t, live);
  // With the event's screen key the opened screen always gets a slot (squatters with the code cannot
  // keep it out); until the key has loaded the link joins with the code alone.
  const key = useScreenKey(event.id).data;
  const bigScreen = `/?isScreen=true&code=${encodeURIComponent(event.code)}${key ? `&key=${encodeURIComponent(key)}` : ''}`;
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <Text fw={600}>
          {t('status.code')}{' '}
          <Code fz="lg" fw={800}>
            {event.code}
          </Code>
        </Text>
        <Badge size="lg" variant="filled" aria-label={t('status.phase', { phase })}>
          {phase}
        </Badge>
        {/* Closed to new players (issue 18): easy to forget once set, so it stays in sight. Never set once ended. */}
        {live.joiningClosed ? (
          <Badge size="lg" variant="light" color="orange">
            {t('status.joiningClosed')}
          </Badge>
        ) : null}
        {/* A green 'Live' beside 'Ended' read as a game still running (issue 19): once ended it shows only when the link is down. */}
        {live.phase !== 'ended' || connection !== 'live' ? <ConnectionBadge connection={connection} /> : null}
        <Text c="dimmed" size="sm">
          {t('status.screens', { count: screens })}
        </Text>
      </Group>
      <Group gap="xs">
        <Button
          component="a"
          href={bigScreen}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconDeviceDesktop size={18} />}
        >
          {t('status.openScreen')}
        </Button>
        <Button variant="default" leftSection={<IconDownload size={18} />} loading={downloading} onClick={() => onDownload('xlsx')}>
          {t('status.downloadXlsx')}
        </Button>
        <Button variant="default" leftSection={<IconDownload size={18} />} disabled={downloading} onClick={() => onDownload('csv')}>
          {t('status.downloadCsv')}
        </Button>
        <Button variant="default" leftSection={<IconDownload size={18} />} disabled={downloading} onClick={() => onDownload('json')}>
          {t('status.downloadJson')}
        </Button>
      </Group>
    </Group>
  );
}
