import { ActionIcon, Avatar, Badge, Group, Table, Text } from '@mantine/core';
import type { Team } from '@quizfest/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { resolveImageUrl } from '../../../api/client';
import { formatDate } from '../../../components/manager/formatDates';

type Props = { teams: Team[]; onEdit: (team: Team) => void; onDelete: (team: Team) => void };

export function TeamsTable({ teams, onEdit, onDelete }: Props) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Score</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teams.map((team) => (
            <Table.Tr key={team.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  {team.imageUrl ? <Avatar src={resolveImageUrl(team.imageUrl)} alt="" size="sm" radius="sm" /> : null}
                  <Text fw={500}>{team.name}</Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge variant={team.score > 0 ? 'filled' : 'light'} color={team.score > 0 ? undefined : 'gray'}>
                  {team.score}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDate(team.createdAt)}</Table.Td>
              <Table.Td>{formatDate(team.updatedAt)}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`Edit ${team.name}`} onClick={() => onEdit(team)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`Delete ${team.name}`} onClick={() => onDelete(team)}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
