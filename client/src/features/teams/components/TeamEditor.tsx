import { Container, SimpleGrid, Stack } from '@mantine/core';
import { LIMITS, type Team } from '@quizfest/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorTopBar } from '../../../components/manager/EditorTopBar';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';
import { FLOATING_ACTIONS_CLEARANCE, FloatingActions } from '../../../components/manager/FloatingActions';
import { FloatingSaveButton } from '../../../components/manager/FloatingSaveButton';
import { MetadataCard } from '../../../components/manager/MetadataCard';
import { UnsavedChangesPrompt } from '../../../components/manager/UnsavedChangesPrompt';
import { useUnsavedChanges } from '../../../lib/manager/useUnsavedChanges';
import { nameTooLong } from '../../../lib/manager/nameTooLong';
import { managerErrorMessage } from '../../../lib/manager/serverErrors';
import { showSuccess } from '../../../lib/snackbar';
import { useUpdateTeam } from '../api/updateTeam';
import { parseScore } from '../utils/parseScore';
import { type TeamInfo, TeamInfoCard } from './TeamInfoCard';
import { TeamPlayersCard } from './TeamPlayersCard';

type Props = { team: Team; onBack: () => void };

export function TeamEditor({ team, onBack }: Props) {
  const { t } = useTranslation('manage');
  const [info, setInfo] = useState<TeamInfo>({ name: team.name, score: team.score, imageUrl: team.imageUrl ?? '' });
  const [playerIds, setPlayerIds] = useState(team.playerIds);
  const save = useUpdateTeam();

  const body = { name: info.name, score: parseScore(info.score), playerIds, imageUrl: info.imageUrl.trim() || null };
  const changes = useUnsavedChanges(body);
  const nameError = nameTooLong(t, info.name, LIMITS.teamNameMax);

  const removePlayer = (playerId: string) => setPlayerIds((ids) => ids.filter((id) => id !== playerId));
  const submit = () =>
    save.mutate(
      { id: team.id, body },
      {
        onSuccess: () => {
          changes.markSaved(body);
          showSuccess(t('teams.saved'), { id: 'team-saved' });
        },
      },
    );

  return (
    <Container component="main" size="lg" py="md" pb={FLOATING_ACTIONS_CLEARANCE}>
      <Stack>
        <EditorTopBar backLabel={t('teams.backToList')} onBack={onBack} title={t('teams.editTitle', { name: team.name })} />
        <ErrorAlert message={save.error ? managerErrorMessage(t, save.error, t('teams.saveFailed')) : null} onClose={save.reset} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TeamInfoCard value={info} onChange={setInfo} nameError={nameError} />
          <TeamPlayersCard playerIds={playerIds} players={team.players ?? []} onRemove={removePlayer} />
        </SimpleGrid>
        <MetadataCard title={t('teams.metadataTitle')} idLabel={t('teams.idLabel')} record={team} />
      </Stack>
      <FloatingActions>
        <FloatingSaveButton saving={save.isPending} onSave={submit} disabled={nameError !== null} />
      </FloatingActions>
      <UnsavedChangesPrompt dirty={changes.dirty} />
    </Container>
  );
}
