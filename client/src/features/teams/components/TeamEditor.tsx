import { Container, SimpleGrid, Stack } from '@mantine/core';
import type { Team } from '@quizfest/shared';
import { useState } from 'react';
import { EditorTopBar } from '../../../components/manager/EditorTopBar';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';
import { FLOATING_ACTIONS_CLEARANCE, FloatingActions } from '../../../components/manager/FloatingActions';
import { FloatingSaveButton } from '../../../components/manager/FloatingSaveButton';
import { MetadataCard } from '../../../components/manager/MetadataCard';
import { UnsavedChangesPrompt } from '../../../components/manager/UnsavedChangesPrompt';
import { useUnsavedChanges } from '../../../lib/manager/useUnsavedChanges';
import { errorMessage } from '../../../lib/errorMessage';
import { showSuccess } from '../../../lib/snackbar';
import { useUpdateTeam } from '../api/updateTeam';
import { parseScore } from '../utils/parseScore';
import { type TeamInfo, TeamInfoCard } from './TeamInfoCard';
import { TeamPlayersCard } from './TeamPlayersCard';

type Props = { team: Team; onBack: () => void };

export function TeamEditor({ team, onBack }: Props) {
  const [info, setInfo] = useState<TeamInfo>({ name: team.name, score: team.score, imageUrl: team.imageUrl ?? '' });
  const [playerIds, setPlayerIds] = useState(team.playerIds);
  const save = useUpdateTeam();

  const body = { name: info.name, score: parseScore(info.score), playerIds, imageUrl: info.imageUrl.trim() || null };
  const changes = useUnsavedChanges(body);

  const removePlayer = (playerId: string) => setPlayerIds((ids) => ids.filter((id) => id !== playerId));
  const submit = () =>
    save.mutate(
      { id: team.id, body },
      {
        onSuccess: () => {
          changes.markSaved(body);
          showSuccess('Team saved', { id: 'team-saved' });
        },
      },
    );

  return (
    <Container size="lg" py="md" pb={FLOATING_ACTIONS_CLEARANCE}>
      <Stack>
        <EditorTopBar backLabel="Back to teams" onBack={onBack} title={`Edit Team: ${team.name}`} />
        <ErrorAlert message={save.error ? errorMessage(save.error, 'Failed to save team') : null} onClose={save.reset} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TeamInfoCard value={info} onChange={setInfo} />
          <TeamPlayersCard playerIds={playerIds} onRemove={removePlayer} />
        </SimpleGrid>
        <MetadataCard title="Team Metadata" idLabel="Team ID" record={team} />
      </Stack>
      <FloatingActions>
        <FloatingSaveButton saving={save.isPending} onSave={submit} />
      </FloatingActions>
      <UnsavedChangesPrompt dirty={changes.dirty} />
    </Container>
  );
}
