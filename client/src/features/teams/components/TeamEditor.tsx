import { Alert, Container, SimpleGrid, Stack } from '@mantine/core';
import type { Team } from '@quizfest/shared';
import { useState } from 'react';
import { EditorTopBar } from '../../../components/manager/EditorTopBar';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';
import { errorMessage } from '../../../components/manager/errorMessage';
import { FloatingActions } from '../../../components/manager/FloatingActions';
import { FloatingSaveButton } from '../../../components/manager/FloatingSaveButton';
import { formatDateTime } from '../../../components/manager/formatDates';
import { MetadataCard } from '../../../components/manager/MetadataCard';
import { useUpdateTeam } from '../api/updateTeam';
import { parseScore } from '../utils/parseScore';
import { type TeamInfo, TeamInfoCard } from './TeamInfoCard';
import { TeamPlayersCard } from './TeamPlayersCard';

type Props = { team: Team; onBack: () => void };

export function TeamEditor({ team, onBack }: Props) {
  const [info, setInfo] = useState<TeamInfo>({ name: team.name, score: team.score, imageUrl: team.imageUrl ?? '' });
  const [playerIds, setPlayerIds] = useState(team.playerIds);
  const [saved, setSaved] = useState(false);
  const save = useUpdateTeam();

  const changeInfo = (value: TeamInfo) => {
    setSaved(false);
    setInfo(value);
  };
  const removePlayer = (playerId: string) => {
    setSaved(false);
    setPlayerIds((ids) => ids.filter((id) => id !== playerId));
  };
  const submit = () => {
    setSaved(false);
    const imageUrl = info.imageUrl.trim();
    save.mutate(
      { id: team.id, body: { name: info.name, score: parseScore(info.score), playerIds, imageUrl: imageUrl || null } },
      { onSuccess: () => setSaved(true) },
    );
  };

  return (
    <Container size="lg" py="md" pb={96}>
      <Stack>
        <EditorTopBar backLabel="Back to teams" onBack={onBack} title={`Edit Team: ${team.name}`} />
        <ErrorAlert message={save.error ? errorMessage(save.error, 'Failed to save team') : null} onClose={save.reset} />
        {saved ? (
          <Alert color="green" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={() => setSaved(false)}>
            Team saved
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TeamInfoCard value={info} onChange={changeInfo} />
          <TeamPlayersCard playerIds={playerIds} onRemove={removePlayer} />
        </SimpleGrid>
        <MetadataCard
          title="Team Metadata"
          rows={[
            { label: 'Team ID', value: team.id },
            { label: 'Owner ID', value: team.ownerId },
            { label: 'Created', value: formatDateTime(team.createdAt) },
            { label: 'Updated', value: formatDateTime(team.updatedAt) },
          ]}
        />
      </Stack>
      <FloatingActions>
        <FloatingSaveButton saving={save.isPending} onSave={submit} />
      </FloatingActions>
    </Container>
  );
}
