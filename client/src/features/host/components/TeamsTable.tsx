import { ActionIcon, Table, Text, VisuallyHidden } from '@mantine/core';
import type { HostView } from '@quizfest/shared';
import { IconPlusMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../utils/formatCount';
import type { AdjustTarget } from './AdjustPointsModal';

type Props = { teams: HostView['teams']; onAdjust: (target: AdjustTarget) => void };

/**
 * Teams by the points won in this event, the order the room will hear them in. Members are the
 * server's count over every player: the view's player list may hold only the most recent.
 */
export function TeamsTable({ teams, onAdjust }: Props) {
  const { t, i18n } = useTranslation('host');
  if (teams.length === 0) return <Text c="dimmed">{t('teams.none')}</Text>;
  const sorted = [...teams].sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
  return (
    <Table verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('teams.team')}</Table.Th>
          <Table.Th ta="right">{t('teams.players')}</Table.Th>
          <Table.Th ta="right">{t('teams.points')}</Table.Th>
          <Table.Th ta="right">
            <VisuallyHidden>{t('teams.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((team) => (
          <Table.Tr key={team.id}>
            <Table.Td>
              <Text fw={500}>{team.name}</Text>
            </Table.Td>
            <Table.Td ta="right">{formatCount(team.members, i18n.language)}</Table.Td>
            <Table.Td ta="right">{formatCount(team.points, i18n.language)}</Table.Td>
            <Table.Td ta="right">
              <ActionIcon
                variant="subtle"
                aria-label={t('adjust.action', { name: team.name })}
                onClick={() => onAdjust({ kind: 'team', teamId: team.id, name: team.name })}
              >
                <IconPlusMinus size={18} />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
