import { Alert, Container, Grid, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { HostActionBody, HostPlayer, HostScreen, HostView } from '@quizfest/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorTopBar } from '../../../components/manager/EditorTopBar';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';
import type { ConnectionState } from '../../../lib/live/useLiveConnection';
import type { ResultsFormat } from '../../../lib/downloadResults';
import { useDownloadResults } from '../../../lib/downloadResults';
import { useHostAction } from '../api/postHostAction';
import { useRemoveScreen } from '../api/removeScreen';
import { useHostErrorMessage } from '../i18n/hostErrors';
import { type AdjustmentBody, type ConsoleAction, type CorrectionBody, goesOnFromReveal, mainAction } from '../utils/hostActions';
import { listNames, NAMES_SHOWN } from '../utils/listNames';
import { playerLabel } from '../utils/sortPlayers';
import { AdjustPointsModal, type AdjustTarget } from './AdjustPointsModal';
import { ConfirmDialog } from './ConfirmDialog';
import { HandsFreePanel } from './HandsFreePanel';
import { HostControls } from './HostControls';
import { HostCorrections } from './HostCorrections';
import { HostStatusBar } from './HostStatusBar';
import { JoiningSwitch } from './JoiningSwitch';
import { MAIN_ACTION_CLEARANCE, MainActionBar } from './MainActionBar';
import { NowCard } from './NowCard';
import { RenamePlayerModal } from './RenamePlayerModal';
import { RosterPanels } from './RosterPanels';

type Props = {
  view: HostView;
  connection: ConnectionState;
  serverNow: () => number;
  /** Why the live connection gave up (e.g. the host was refused); the view may be stale. */
  connectionError: string | null;
  /** An action's answer: the view after it, to show at once. */
  onPosted: (view: HostView) => void;
  onBack: () => void;
};

type Dialog =
  | { kind: 'end' | 'podium' | 'skip' | 'start-empty' | 'void' }
  | { kind: 'rename' | 'remove'; player: HostPlayer }
  | { kind: 'remove-several'; players: HostPlayer[]; done: () => void }
  | { kind: 'remove-screen'; screen: HostScreen; label: string }
  | { kind: 'adjust'; target: AdjustTarget }
  | null;

/** The operator's console: what the room sees, what comes next, and every host action. */
export function HostConsole({ view, connection, serverNow, connectionError, onPosted, onBack }: Props) {
  const { t, i18n } = useTranslation('host');
  const errorMessage = useHostErrorMessage();
  const { event } = view;
  const action = useHostAction(event.id);
  const screenRemoval = useRemoveScreen(event.id);
  const download = useDownloadResults(event.id, event.code);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  // A correction's failure shows in the corrections card, where the operator tapped: on a phone the
  // top of the page is out of sight by then.
  const [correctionError, setCorrectionError] = useState<string | null>(null);
  const correctionsHeading = useRef<HTMLHeadingElement>(null);
  // A phone's top row has no room for the event's name beside Back and Logout: it gets its own line.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const busy = action.isPending || screenRemoval.isPending;

  const run = (body: HostActionBody, done?: () => void, failed: (message: string) => void = setError) => {
    if (busy) return;
    setError(null);
    setCorrectionError(null);
    action.mutate(body, {
      onSuccess: (next) => {
        onPosted(next);
        done?.();
      },
      onError: (failure) => failed(errorMessage(failure, t('errors.action'))),
    });
  };
  // Ending, and going to the podium before the last question, cannot be undone in front of a room:
  // they always ask first.
  // Skipping takes the open question from everyone, and a start with nobody named plays to an
  // empty room: both are easy to tap by mistake, so they ask too.
  const runConsole = (name: ConsoleAction) => {
    if (name === 'end' || name === 'podium' || name === 'skip') setDialog({ kind: name });
    else if (name === 'start' && view.live.counts.players === 0) setDialog({ kind: 'start-empty' });
    else run({ action: name });
  };
  // Voiding takes a whole question's points from everyone in front of the room: it asks first.
  // Accepting an answer gives points, one group at a time, while the room waits: it does not.
  const runCorrection = (body: CorrectionBody) => {
    if (body.action === 'void-question') setDialog({ kind: 'void' });
    else run(body, undefined, setCorrectionError);
  };
  const accepting = action.isPending && action.variables?.action === 'accept-answer' ? (action.variables.answer ?? null) : null;
  const close = () => {
    setDialog(null);
    setError(null);
  };
  const saveResults = (format: ResultsFormat) => {
    setError(null);
    download.mutate(format, { onError: (failure) => setError(errorMessage(failure, t('errors.download'))) });
  };
  const adjust = (target: AdjustTarget, points: number, reason: string) => {
    const body: AdjustmentBody =
      target.kind === 'team'
        ? { action: 'adjust-points', teamId: target.teamId, points, reason }
        : { action: 'adjust-points', playerId: target.playerId, points, reason };
    run(body, close);
  };
  const main = mainAction(t, view);
  const target = dialog && (dialog.kind === 'rename' || dialog.kind === 'remove') ? dialog.player : null;
  const several = dialog?.kind === 'remove-several' ? dialog.players : [];
  // The first few names, so the operator sees whom the ticks hold; the count says the rest.
  const severalNames = listNames(
    several.slice(0, NAMES_SHOWN).map((player) => playerLabel(t, player)),
    several.length - NAMES_SHOWN,
    t,
    i18n.language,
  );
  // The socket brings the view without the screen; the dialog closes once the server has agreed.
  const removeScreen = (screenId: string) => {
    if (busy) return;
    setError(null);
    screenRemoval.mutate(screenId, {
      onSuccess: close,
      onError: (failure) => setError(errorMessage(failure, t('errors.removeScreen'))),
    });
  };

  return (
    // pt, not py: py would also set the bottom padding and win over the clearance for the bar.
    <Container component="main" size="xl" pt="md" pb={{ base: MAIN_ACTION_CLEARANCE, sm: 'xl' }}>
      <Stack>
        <EditorTopBar backLabel={phone ? t('backShort') : t('back')} onBack={onBack} title={phone ? undefined : event.name} />
        {phone ? (
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {event.name}
          </Title>
        ) : null}
        <HostStatusBar view={view} connection={connection} downloading={download.isPending} onDownload={saveResults} />
        {connectionError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {errorMessage(connectionError)}
          </Alert>
        ) : null}
        <ErrorAlert message={dialog ? null : error} onClose={() => setError(null)} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack>
              <NowCard view={view} serverNow={serverNow} />
              {view.handsFree && view.live.phase !== 'ended' ? (
                <HandsFreePanel
                  handsFree={view.handsFree}
                  live={view.live}
                  serverNow={serverNow}
                  busy={busy}
                  onAction={(name) => run({ action: name })}
                />
              ) : null}
              <MainActionBar main={main} busy={busy} onRun={(next) => runConsole(next.action)} />
              <HostControls
                live={view.live}
                main={main?.action ?? null}
                busy={busy}
                podiumIsNext={(view.live.phase === 'leaderboard' || goesOnFromReveal(view)) && !view.upNext}
                onAction={runConsole}
              />
              {view.corrections ? (
                <HostCorrections
                  corrections={view.corrections}
                  question={view.live.question}
                  busy={busy}
                  accepting={accepting}
                  error={correctionError}
                  onDismissError={() => setCorrectionError(null)}
                  onCorrect={runCorrection}
                  headingRef={correctionsHeading}
                />
              ) : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {/* Who may come in, above who is in: beside the game's controls on a laptop, after them on a phone. */}
            <Stack>
              <JoiningSwitch live={view.live} busy={busy} onAction={(name) => run({ action: name })} />
              <RosterPanels
                view={view}
                now={serverNow()}
                onRename={(player) => setDialog({ kind: 'rename', player })}
                onRemove={(player) => setDialog({ kind: 'remove', player })}
                onRemoveSeveral={(players, done) => setDialog({ kind: 'remove-several', players, done })}
                onAdjust={(adjusted) => setDialog({ kind: 'adjust', target: adjusted })}
                onRemoveScreen={(screen, label) => setDialog({ kind: 'remove-screen', screen, label })}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <ConfirmDialog
        opened={dialog?.kind === 'end'}
        title={t('dialogs.endTitle')}
        message={t('dialogs.endMessage', { name: event.name })}
        confirmLabel={t('dialogs.endConfirm')}
        busy={busy}
        error={error}
        onDismissError={() => setError(null)}
        onCancel={close}
        onConfirm={() => run({ action: 'end' }, close)}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'podium'}
        title={t('dialogs.podiumTitle')}
        message={t('dialogs.podiumMessage')}
        confirmLabel={t('dialogs.podiumConfirm')}
        busy={busy}
        error={error}
        onDismissError={() => setError(null)}
        onCancel={close}
        onConfirm={() => run({ action: 'podium' }, close)}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'start-empty'}
        title={t('dialogs.startEmptyTitle')}
        message={t('dialogs.startEmptyMessage')}
        confirmLabel={t('dialogs.startEmptyConfirm')}
        busy={busy}
        error={error}
        onDismissError={() => setError(null)}
        onCancel={close}
        onConfirm={() => run({ action: 'start' }, close)}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'skip'}
        title={t('dialogs.skipTitle')}
        message={t('dialogs.skipMessage')}
        confirmLabel={t('dialogs.skipConfirm')}
        busy={busy}
        error={error}
        onDismissError={() => setError(null)}
        onCancel={close}
        onConfirm={() => run({ action: 'skip' }, close)}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'void'}
        title={t('dialogs.voidTitle')}
        message={t('dialogs.voidMessage')}
        confirmLabel={t('dialogs.voidConfirm')}
        busy={busy}
        error={error}
        onDismissError={() => setError(null)}
        onCancel={close}
        // The Void button is gone once the question is void: focus goes to the card's heading
        // rather than to the page's body, where the dialog would return it.
        onConfirm={() =>
          run({ action: 'void-question' }, () => {
            close();
            correctionsHeading.current?.focus();
          })
        }
      />
      <ConfirmDialog
        opened={dialog?.kind === 'remove'}
        title={t('dialogs.removePlayerTitle')}
        message={target ? t('dialogs.removePlayerMessage', { name: playerLabel(t, target) }) : ''}
        confirmLabel={t('dialogs.remove')}
        busy={busy}
        error={error}
        onDismissError={() => setError(null)}
        onCancel={close}
        onConfirm={() => target && run({ action: 'remove-player', playerId: target.playerId }, close)}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'remove-several'}
        title={t('dialogs.removePlayersTitle', { count: several.length })}
        message={t('dialogs.removePlayersMessage', { count: several.length, names: severalNames })}
        confirmLabel={t('dialogs.remove')}
        busy={busy}
        error={error}
        onDismissError={() => setError(null)}
        onCancel={close}
        onConfirm={() =>
          dialog?.kind === 'remove-several' &&
          run({ action: 'remove-players', playerIds: several.map((player) => player.playerId) }, () => {
            dialog.done();
            close();
          })
        }
      />
      <ConfirmDialog
        opened={dialog?.kind === 'remove-screen'}
        title={t('dialogs.removeScreenTitle')}
        message={dialog?.kind === 'remove-screen' ? t('dialogs.removeScreenMessage', { name: dialog.label }) : ''}
        confirmLabel={t('dialogs.remove')}
        busy={busy}
        error={error}
        onDismissError={() => setError(null)}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'remove-screen' && removeScreen(dialog.screen.screenId)}
      />
      <RenamePlayerModal
        target={dialog?.kind === 'rename' ? dialog.player : null}
        busy={busy}
        error={error}
        onDismissError={() => setError(null)}
        onCancel={close}
        onRename={(name) => target && run({ action: 'rename-player', playerId: target.playerId, name }, close)}
      />
      <AdjustPointsModal
        target={dialog?.kind === 'adjust' ? dialog.target : null}
        busy={busy}
        error={error}
        onDismissError={() => setError(null)}
        onCancel={close}
        onAdjust={(points, reason) => dialog?.kind === 'adjust' && adjust(dialog.target, points, reason)}
      />
    </Container>
  );
}
