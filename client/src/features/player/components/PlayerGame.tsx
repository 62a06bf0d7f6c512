// A joined player's game, by the live phase; before the first question, the welcome card.
import { isSlide, type LiveView, type PlayerMe, type QuizLanguage } from '@quizfest/shared';
import { type ReactNode, useState } from 'react';
import type { PendingAnswer } from '../../../lib/live/useLiveConnection';
import { usePreloadImage } from '../../../lib/live/usePreloadImage';
import { PlayerLeaderboard } from './PlayerLeaderboard';
import { PlayerPodium } from './PlayerPodium';
import { PlayerQuestion } from './PlayerQuestion';
import { PlayerReveal } from './PlayerReveal';
import { PlayerSlide } from './PlayerSlide';

type Props = {
  live: LiveView | null;
  me: PlayerMe | null;
  myTeamId: string | null;
  language: QuizLanguage;
  pending: PendingAnswer | null;
  answerError: string | null;
  serverNow: () => number;
  onAnswer: (answer: PendingAnswer) => void;
  welcome: ReactNode;
};

export function PlayerGame({ live, me, myTeamId, language, pending, answerError, serverNow, onAnswer, welcome }: Props) {
  const players = live?.counts.players ?? 0;
  usePreloadImage(live?.nextImageUrl, 'phone');
  // The questions this page showed open since it loaded: a reveal of one it never showed, with no
  // answer of mine, is one I joined after, not one I let pass (issue 19). Kept as state, set while
  // rendering, so the reveal that follows a question reads it at once.
  const [seenOpen, setSeenOpen] = useState<ReadonlySet<string>>(() => new Set());
  const questionKey = live?.question ? keyOf(live.question) : null;
  if (live?.phase === 'question' && questionKey && !seenOpen.has(questionKey)) setSeenOpen(new Set(seenOpen).add(questionKey));
  switch (live?.phase) {
    case 'question':
      if (!live.question) break;
      return (
        <PlayerQuestion
          key={keyOf(live.question)}
          question={live.question}
          me={me}
          language={language}
          pending={pending}
          answerError={answerError}
          serverNow={serverNow}
          onAnswer={onAnswer}
        />
      );
    case 'reveal':
      if (!live.question || !live.reveal) break;
      // A slide opens straight at its reveal: it is no question of mine, and no result is given.
      if (isSlide(live.question.type)) return <PlayerSlide question={live.question} language={language} />;
      return (
        <PlayerReveal
          question={live.question}
          reveal={live.reveal}
          me={me}
          language={language}
          players={players}
          joinedAfter={me?.answer == null && !seenOpen.has(keyOf(live.question))}
        />
      );
    case 'leaderboard':
      return <PlayerLeaderboard leaderboard={live.leaderboard} me={me} myTeamId={myTeamId} players={players} />;
    case 'finished':
      return <PlayerPodium leaderboard={live.leaderboard} me={me} myTeamId={myTeamId} players={players} />;
  }
  return welcome;
}

function keyOf(question: { activityId: string; questionIndex: number }): string {
  return `${question.activityId}:${question.questionIndex}`;
}
