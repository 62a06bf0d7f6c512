// The player's name and team choice (docs/PRODUCT-RULES.md#joining), shaped by the first activity's rules.
import { Button, Checkbox, NativeSelect, Stack, TextInput, Title } from '../../../components/phoneKit';
import { type ActivityRules, LIMITS, type PublicTeam } from '@quizfest/shared';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/playTranslation';
import { NAME_TAKEN, translateServerError } from '../../../i18n/serverErrors';
import { errorMessage } from '../../../lib/errorMessage';
import { clearFormError, showFormError } from '../../../lib/phoneSnackbar';
import { sortByTeamName } from '../../../lib/teamOrder';
import { useCreatePlayerTeam } from '../api/createPlayerTeam';
import { useSetPlayerInfo } from '../api/setPlayerInfo';
import { capName, nameLength } from '../playerName';
import { useFocusOnMount } from '../useFocusOnMount';
import { validatePlayerJoin } from '../validatePlayerJoin';

// Only players of an event that lets them create teams open it: Mantine's dialog (its focus trap,
// scroll lock and transitions, 6 KB) is not in the player's first download (issue 22), and is
// fetched as the form appears, before anyone taps 'Create team'.
const loadCreateTeamModal = () => import('./CreateTeamModal');
const CreateTeamModal = lazy(() => loadCreateTeamModal().then((module) => ({ default: module.CreateTeamModal })));

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
  // Drawn from the first 'Create team' on, so that closing it plays its transition.
  const [createdDialog, setCreatedDialog] = useState(false);
  /** The server's refusal of the name (kept in its English words, said in the page's language). */
  const [nameRefusal, setNameRefusal] = useState<string | null>(null);
  const setInfo = useSetPlayerInfo();
  const createTeam = useCreatePlayerTeam();
  const usesTeams = rules.teamsConfig !== 'no_teams';
  const customTeams = rules.teamsConfig === 'allow_custom_teams';
  useEffect(() => {
    // A failed fetch costs nothing: the tap on 'Create team' fetches it again.
    if (customTeams) loadCreateTeamModal().catch(() => {});
  }, [customTeams]);
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
              {/* The phone's own picker (a native select) rather than a dropdown drawn on the page:
                  it fits the screen and the keyboard, reads out as a list, and keeps Mantine's
                  dropdown and positioning code (15 KB) out of the player's download (issue 22). */}
              <NativeSelect
                label={t('joinForm.team')}
                size="lg"
                data={[
                  { value: '', label: teams.length ? t('joinForm.selectTeam') : t('joinForm.noTeams'), disabled: true },
                  ...sortByTeamName(teams).map((team) => ({ value: team.id, label: team.name })),
                ]}
                value={teamId ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value || null;
                  setTeamId(value);
                  if (value) setTeamless(false);
                }}
                disabled={setInfo.isPending || teamless}
              />
              {customTeams && (
                // A button, not a chip to tick: it opens the dialog, and reads out as what it does.
                <Button
                  variant="outline"
                  radius="xl"
                  size="md"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => {
                    setCreatedDialog(true);
                    setCreating(true);
                  }}
                  disabled={setInfo.isPending}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('joinForm.createTeam')}
                </Button>
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
      {createdDialog && (
        <Suspense fallback={null}>
          <CreateTeamModal opened={creating} busy={createTeam.isPending} onClose={() => setCreating(false)} onCreate={create} />
        </Suspense>
      )}
    </>
  );
}
