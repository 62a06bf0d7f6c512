import { Avatar, Badge, Group, Text } from '@mantine/core';
import type { Team } from '@quizfest/shared';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveImageUrl } from '../../../api/client';
import { type Column, ManagerTable } from '../../../components/manager/ManagerTable';
import { timestampColumns } from '../../../components/manager/timestampColumns';

function columns(t: TFunction<'manage'>): Column<Team>[] {
  return [
    {
      header: t('common.name'),
      cell: (team) => (
        <Group gap="sm" wrap="nowrap">
          {team.imageUrl ? <Avatar src={resolveImageUrl(team.imageUrl)} alt="" size="sm" radius="sm" /> : null}
          <Text fw={500}>{team.name}</Text>
        </Group>
      ),
    },
    {
      // The score grows with every event the team plays (docs/PRODUCT-RULES.md, team points), so
      // beside an event's points a bare 'Score' read as this night's: the header says it is all of them.
      header: t('teams.scoreHeader'),
      // Highlighted once the team has scored (docs/PRODUCT-RULES.md#pages).
      cell: (team) => (
        <Badge variant={team.score > 0 ? 'filled' : 'light'} color={team.score > 0 ? undefined : 'gray'}>
          {team.score}
        </Badge>
      ),
    },
    ...timestampColumns<Team>(t),
  ];
}

type Props = { teams: Team[]; onEdit: (team: Team) => void; onDelete: (team: Team) => void };

export function TeamsTable({ teams, onEdit, onDelete }: Props) {
  const { t } = useTranslation('manage');
  const shown = useMemo(() => columns(t), [t]);
  return <ManagerTable items={teams} columns={shown} minWidth={600} onEdit={onEdit} onDelete={onDelete} />;
}
