import { Alert, MultiSelect, Stack } from '@mantine/core';
import type { Team } from '@quizfest/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/manager/SectionCard';

type Props = { teams: Team[]; selectedIds: string[]; onChange: (ids: string[]) => void };

export function EventTeamsCard({ teams, selectedIds, onChange }: Props) {
  const { t } = useTranslation('manage');
  // A selected team that has since been deleted still shows (by id) so it can be removed.
  const known = new Set(teams.map((team) => team.id));
  const options = [
    ...teams.map((team) => ({ value: team.id, label: team.name })),
    ...selectedIds.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id })),
  ];
  return (
    <SectionCard title={t('events.teamsTitle', { count: selectedIds.length })}>
      <Stack>
        <MultiSelect
          label={t('events.selectedTeams')}
          placeholder={t('events.pickTeams')}
          data={options}
          value={selectedIds}
          onChange={onChange}
          searchable
          clearable
        />
        {selectedIds.length === 0 ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle />}>
            {t('events.noTeams')}
          </Alert>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
