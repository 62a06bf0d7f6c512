// The player's name and team choice (docs/PRODUCT-RULES.md#joining), shaped by the first activity's rules.
import { Button, Checkbox, Chip, Select, Stack, TextInput, Title } from '@mantine/core';
import { type ActivityRules, LIMITS, type PublicTeam } from '@quizfest/shared';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_TAKEN, translateServerError } from '../../../i18n/serverErrors';
import { errorMessage } from '../../../lib/errorMessage';
import { clearFormError, showFormError } from '../../../lib/snackbar';
import { sortByTeamName } from '../../../lib/teamOrder';
import { useCreatePlayerTeam } from '../api/createPlayerTeam';
import { useSetPlayerInfo } from '../api/setPlayerInfo';
import { capName, nameLength } from '../playerName';
import { useFocusOnMount } from '../useFocusOnMount';
import { validatePlayerJoin } from '../validatePlayerJoin';
import { CreateTeamModal } from './CreateTeamModal';

type Props = {
  eventId: string;
  playerId: string;
  rules: ActivityRules;
  teams: PublicTeam[];
  onTeamCreated: (team: PublicTeam) => void;
  onJoined: () => void;
  /**
   * The name the player already has, when they choose a team again (their team left the event): it
   * may be one the host set, which the server keeps (409 'Your name was set by the host').
   */
  currentName?: string | null;
};

export function PlayerJoinForm({ eventId, playerId, rules, teams, onTeamCreated, onJoined, currentName }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(currentName ?? '');
  const [teamId, setTeamId] = useState<string | null>(null);
  const [teamless, setTeamless] = useState(false);
  const [creating, setCreating] = useState(false);
  /** The server's refusal of the name (kept in its English words, said in the page's language). */
  const [nameRefusal, setNameRefusal] = useState<string | null>(null);
  const setInfo = useSetPlayerInfo();
  const createTeam = useCreatePlayerTeam();
  const usesTeams = rules.teamsConfig !== 'no_teams';
  // Arriving from the code form's Join, focus starts at this form's heading, not the page's body.
  // The heading rather than the name field: a phone's keyboard would cover the team choice.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);

  // The form leaves when the player has joined, sometimes by the live update before the call's own
  // answer (whose callbacks then no longer run): its last error leaves with it.
  useEffect(() => () => clearFormError('player-join'), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePlayerJoin({ name, teamId, teamless, rules }, t);
    if (invalid) {
      showFormError('player-join', invalid);
      return;
    }
    setInfo.mutate(
      { eventId, playerId, name: name.trim(), teamId: usesTeams && !teamless ? teamId : null },
      {
        onSuccess: () => {
          // The welcome card replaces the form: 'Please enter your name' no longer applies.
          clearFormError('player-join');
          onJoined();
        },
        onError: (error) => {
          const message = errorMessage(error, t('joinForm.failed'));
          if (message === NAME_TAKEN) {
            // Said under the name, the field to change, and not in the snackbar as well.
            clearFormError('player-join');
            setNameRefusal(message);
          } else showFormError('player-join', translateServerError(t, message));
        },
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
        onError: (error) => showFormError('player-join', translateServerError(t, errorMessage(error, t('joinForm.createFailed')))),
      },
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Title ref={heading} tabIndex={-1} order={2} size="h3" ta="center">
            {t('joinForm.title')}
          </Title>
          <TextInput
            label={t('joinForm.name')}
            size="lg"
            autoComplete="nickname"
            // No maxLength: it counts UTF-16 units and would split an emoji; capName stops the name
            // where the server stops it, between whole characters, and a pasted name is cut there.
            // The counter counts characters as a person does (an emoji is one; ../playerName.ts).
            description={t('joinForm.nameLength', { length: nameLength(name), max: LIMITS.playerNameMax })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={name}
            error={nameRefusal && translateServerError(t, nameRefusal)}
            onChange={(e) => {
              setName(capName(e.currentTarget.value, LIMITS.playerNameMax));
              setNameRefusal(null);
            }}
            disabled={setInfo.isPending}
          />
          {usesTeams && (
            <>
              <Select
                label={t('joinForm.team')}
                placeholder={teams.length ? t('joinForm.selectTeam') : t('joinForm.noTeams')}
                size="lg"
                data={sortByTeamName(teams).map((team) => ({ value: team.id, label: team.name }))}
                value={teamId}
                onChange={(value) => {
                  setTeamId(value);
                  if (value) setTeamless(false);
                }}
                searchable={teams.length > 8}
                nothingFoundMessage={t('joinForm.noTeamFound')}
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
                  {t('joinForm.createTeam')}
                </Chip>
              )}
              {rules.allowTeamlessPlayers && (
                <Checkbox
                  label={t('joinForm.teamless')}
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
            {t('joinForm.join')}
          </Button>
        </Stack>
      </form>
      {/* Outside the form: React events bubble through portals, so a nested submit would join too. */}
      <CreateTeamModal opened={creating} busy={createTeam.isPending} onClose={() => setCreating(false)} onCreate={create} />
    </>
  );
}
