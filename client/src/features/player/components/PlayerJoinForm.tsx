// The player's name and team choice (spec §4), shaped by the first activity's rules.
import { Button, Checkbox, Chip, Select, Stack, TextInput, Title } from '@mantine/core';
import { type ActivityRules, LIMITS, type PublicTeam } from '@quizfest/shared';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/errorMessage';
import { showError } from '../../../lib/snackbar';
import { useCreatePlayerTeam } from '../api/createPlayerTeam';
import { useSetPlayerInfo } from '../api/setPlayerInfo';
import { validatePlayerJoin } from '../validatePlayerJoin';
import { CreateTeamModal } from './CreateTeamModal';

type Props = {
  eventId: string;
  playerId: string;
  rules: ActivityRules;
  teams: PublicTeam[];
  onTeamCreated: (team: PublicTeam) => void;
  onJoined: () => void;
};

export function PlayerJoinForm({ eventId, playerId, rules, teams, onTeamCreated, onJoined }: Props) {
  const [name, setName] = useState('');
  const [teamId, setTeamId] = useState<string | null>(null);
  const [teamless, setTeamless] = useState(false);
  const [creating, setCreating] = useState(false);
  const setInfo = useSetPlayerInfo();
  const createTeam = useCreatePlayerTeam();
  const usesTeams = rules.teamsConfig !== 'no_teams';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePlayerJoin({ name, teamId, teamless, rules });
    if (invalid) {
      showError(invalid);
      return;
    }
    setInfo.mutate(
      { eventId, playerId, name: name.trim(), teamId: usesTeams && !teamless ? teamId : null },
      {
        onSuccess: onJoined,
        onError: (error) => showError(errorMessage(error, 'Failed to set player info')),
      },
    );
  };

  const create = (teamName: string) => {
    createTeam.mutate(
      { eventId, playerId, name: teamName },
      {
        onSuccess: (team) => {
          onTeamCreated({ id: team.id, name: team.name, score: team.score ?? 0, imageUrl: null });
          setTeamId(team.id);
          setTeamless(false);
          setCreating(false);
        },
        onError: (error) => showError(errorMessage(error, 'Failed to create team')),
      },
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
        <Title order={2} size="h3" ta="center">
          Join the game
        </Title>
        <TextInput
          label="Your Name"
          size="lg"
          autoComplete="nickname"
          maxLength={LIMITS.playerNameMax}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          disabled={setInfo.isPending}
        />
        {usesTeams && (
          <>
            <Select
              label="Team"
              placeholder={teams.length ? 'Select a team' : 'No teams yet'}
              size="lg"
              data={teams.map((team) => ({ value: team.id, label: team.name }))}
              value={teamId}
              onChange={(value) => {
                setTeamId(value);
                if (value) setTeamless(false);
              }}
              searchable={teams.length > 8}
              nothingFoundMessage="No team found"
              comboboxProps={{ withinPortal: true }}
              disabled={setInfo.isPending || teamless}
            />
            {rules.teamsConfig === 'allow_custom_teams' && (
              <Chip
                checked={false}
                size="lg"
                variant="outline"
                icon={<IconPlus size={16} />}
                onChange={() => setCreating(true)}
                disabled={setInfo.isPending}
              >
                Create New Team
              </Chip>
            )}
            {rules.allowTeamlessPlayers && (
              <Checkbox
                label="Play without a team"
                size="md"
                checked={teamless}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setTeamless(checked);
                  if (checked) setTeamId(null);
                }}
                disabled={setInfo.isPending}
              />
            )}
          </>
        )}
        <Button type="submit" size="xl" fullWidth loading={setInfo.isPending}>
          Join
        </Button>
        </Stack>
      </form>
      {/* Outside the form: React events bubble through portals, so a nested submit would join too. */}
      <CreateTeamModal
        opened={creating}
        busy={createTeam.isPending}
        onClose={() => setCreating(false)}
        onCreate={create}
      />
    </>
  );
}
