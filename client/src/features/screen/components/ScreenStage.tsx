// What the big screen shows, by the live game's phase. Without a live view (the server's cache lost
// the event for a moment) the event's dates decide between the lobby and the end.
import { isSlide, type LivePhase, type PublicTeam, type ServerMessageMap } from '@quizfest/shared';
import { Center, Title } from '@mantine/core';
import { useState } from 'react';
import { eventPhase } from '../../../lib/eventPhase';
import { usePreloadImage } from '../../../lib/live/usePreloadImage';
import { AutoStepCountdown } from './AutoStepCountdown';
import { Bilingual } from './Bilingual';
import { LobbyView } from './lobby/LobbyView';
import { QuestionView } from './question/QuestionView';
import { RevealView } from './reveal/RevealView';
import { SlideView } from './reveal/SlideView';
import { LeaderboardView } from './standings/LeaderboardView';
import { PodiumView } from './standings/PodiumView';

type Props = { state: ServerMessageMap['screen-state']; teams: PublicTeam[]; serverNow: () => number };

const BY_DATES = { before: 'waiting', open: 'lobby', ended: 'ended' } as const satisfies Record<string, LivePhase>;

export function ScreenStage({ state, teams, serverNow }: Props) {
  const { live } = state;
  usePreloadImage(live?.nextImageUrl, 'screen');
  const phase = live?.phase ?? BY_DATES[eventPhase(state.event, serverNow())];
  // The podium is revealed step by step only to a room that watched the game get there: a screen
  // that joins or reloads on it shows it whole at once.
  const [firstPhase] = useState(phase);
  const stagedPodium = firstPhase !== 'finished' && firstPhase !== 'ended';
  // A hands-free quiz's reveal and leaderboard go on by itself (issue 20): the room sees when. The
  // server sends it only in those phases, and no time while the host holds the night.
  const autoStepAt = live?.autoStep?.at;
  const goesOn = autoStepAt ? <AutoStepCountdown at={autoStepAt} serverNow={serverNow} /> : null;
  switch (phase) {
    case 'question':
      if (live?.question) return <QuestionView question={live.question} counts={live.counts} serverNow={serverNow} />;
      break;
    case 'reveal':
      if (live?.question && live.reveal)
        return (
          <>
            {/* A slide (issue 20) opens at its "reveal": nothing was answered, there is no result to show. */}
            {isSlide(live.question.type) ? (
              <SlideView question={live.question} />
            ) : (
              <RevealView question={live.question} reveal={live.reveal} />
            )}
            {goesOn}
          </>
        );
      break;
    case 'leaderboard':
      return (
        <>
          <LeaderboardView leaderboard={live?.leaderboard ?? null} />
          {goesOn}
        </>
      );
    case 'finished':
      return <PodiumView leaderboard={live?.leaderboard ?? null} staged={stagedPodium} />;
    case 'ended':
      // An ended event keeps its podium (issue 19); one ended before any question has none.
      if (live?.leaderboard) return <PodiumView leaderboard={live.leaderboard} ended staged={stagedPodium} />;
      return (
        <Center h="100dvh" p="xl">
          <Title order={1} fz="clamp(2.5rem, 5vw, 6rem)" ta="center">
            <Bilingual text={(t) => t('ended')} />
          </Title>
        </Center>
      );
  }
  // The lobby, and the fallback for a view that arrives without the part its phase needs.
  return <LobbyView state={state} teams={teams} waiting={phase === 'waiting'} serverNow={serverNow} />;
}
