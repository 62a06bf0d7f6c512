import { Table, Text } from '@mantine/core';
import type { HostView } from '@quizfest/shared';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../utils/formatCount';

type Props = { teams: HostView['teams'] };

/**
 * Teams by the points won in this event, the order the room will hear them in. Members are the
 * server's count over every player: the view's player list may hold only the most recent.
 */
export function TeamsTable({ teams }: Props) {
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
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
