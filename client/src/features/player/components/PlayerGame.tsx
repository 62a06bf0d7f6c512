// A joined player's game, by the live phase; before the first question, the welcome card.
import type { LiveView, PlayerMe, QuizLanguage } from '@quizfest/shared';
import type { ReactNode } from 'react';
import type { PendingAnswer } from '../../../lib/live/useLiveConnection';
import { PlayerLeaderboard } from './PlayerLeaderboard';
import { PlayerPodium } from './PlayerPodium';
import { PlayerQuestion } from './PlayerQuestion';
import { PlayerReveal } from './PlayerReveal';

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
  switch (live?.phase) {
    case 'question':
      if (!live.question) break;
      return (
        <PlayerQuestion
          key={`${live.question.activityId}:${live.question.questionIndex}`}
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
      return <PlayerReveal question={live.question} reveal={live.reveal} me={me} language={language} players={players} />;
    case 'leaderboard':
      return <PlayerLeaderboard leaderboard={live.leaderboard} me={me} myTeamId={myTeamId} players={players} />;
    case 'finished':
      return <PlayerPodium leaderboard={live.leaderboard} me={me} myTeamId={myTeamId} players={players} />;
  }
  return welcome;
}
