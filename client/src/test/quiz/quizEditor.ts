// The quiz editor as its component tests open it: one quiz served by the mocked API, saved back as
// sent, and the page rendered at its editor route once its panes show.
import type { Question, Quiz } from '@quizfest/shared';
import { screen, within } from '@testing-library/react';
import { mockApi } from '../mockApi';
import { renderPage } from '../renderPage';
import QuizEditorPage from '../../features/activities/components/QuizEditorPage';

export const QUIZ_ID = '11111111-1111-4111-8111-111111111111';
export const QUIZ_PATH = `/activities/quiz/${QUIZ_ID}`;

/**
 * The quiz-wide scoring and pacing settings at their defaults, as the server reads a quiz saved
 * without them: what every test quiz and every saved body holds unless the test is about one.
 */
export const SETTING_DEFAULTS = {
  speedScoring: true,
  streakBonus: false,
  teamScoring: 'mean',
  handsFree: false,
  handsFreeSeconds: 10,
  leaderboard: 'question',
} as const satisfies Partial<Quiz>;

/** A quiz named 'Pub Quiz' with the quiz-wide settings at their defaults but a 30 s time limit. */
export const quizOf = (questions: Question[], settings: Partial<Quiz> = {}): Quiz => ({
  id: QUIZ_ID,
  name: 'Pub Quiz',
  timeLimit: 30,
  readTime: 0,
  ...SETTING_DEFAULTS,
  questions,
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
  ...settings,
});

/** Opens the editor on `quiz`; a PUT answers with the quiz as saved. Returns the mocked API's calls. */
export async function openQuizEditor(quiz: Quiz) {
  const api = mockApi({
    [`GET ${QUIZ_PATH}`]: { body: quiz },
    [`PUT ${QUIZ_PATH}`]: (body) => ({ body: { ...quiz, ...(body as object) } }),
  });
  renderPage(QuizEditorPage, `/manager/activities/quiz?id=${QUIZ_ID}`);
  // The panes, not the title: a test in French reads another title.
  await screen.findByTestId('left-pane');
  return api;
}

/** The editor's two language panes: English on the left, French on the right, as it opens. */
export type Side = 'left' | 'right';
export const pane = (side: Side) => within(screen.getByTestId(`${side}-pane`));
export const saveButton = () => screen.getByRole('button', { name: 'Save' });
