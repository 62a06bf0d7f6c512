import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { HostView } from '@quizfest/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '../../../lib/manager/formatDates';
import { formatCount } from '../utils/formatCount';

type Props = { adjustments: NonNullable<HostView['adjustments']> };

/** Points as the host gave or took them: always signed, with a true minus sign rather than a hyphen. */
export function signedPoints(points: number, language: string): string {
  return `${points < 0 ? '−' : '+'}${formatCount(Math.abs(points), language)}`;
}

/** The host's point adjustments, newest first: what the operator just did comes first to check. */
export function HostAdjustments({ adjustments }: Props) {
  const { t, i18n } = useTranslation('host');
  const headingId = useId();
  const time = new Intl.DateTimeFormat(dateLocale(i18n.language), { hour: '2-digit', minute: '2-digit' });
  const newestFirst = [...adjustments].reverse();
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('adjustments.title')}
        </Title>
        <Stack component="ul" aria-labelledby={headingId} gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {newestFirst.map((adjustment, index) => (
            // The list only grows at its end, so an entry's place from the oldest is a stable key.
            <li key={adjustments.length - index}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Text fw={500} c={adjustment.name === null ? 'dimmed' : undefined}>
                    {adjustment.name ?? t('adjustments.removedPlayer')}{' '}
                    <Text span size="xs" c="dimmed">
                      {adjustment.kind === 'team' ? t('adjustments.team') : t('adjustments.player')}
                    </Text>
                  </Text>
                  <Text size="sm">{adjustment.reason}</Text>
                </div>
                <Stack gap={0} align="flex-end">
                  <Text fw={700} c={adjustment.points < 0 ? 'red' : 'green'} style={{ whiteSpace: 'nowrap' }}>
                    {signedPoints(adjustment.points, i18n.language)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <time dateTime={adjustment.at}>{time.format(new Date(adjustment.at))}</time>
                  </Text>
                </Stack>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
