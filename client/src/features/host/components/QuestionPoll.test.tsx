// A poll in the host console (issue 20): said to be one, its options listed with none marked right
// and no 'correct answer' line, its votes per option at the reveal, and its main action worded for
// what it shows.
import { act, getDefaultNormalizer, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { hostView, pollAnswerKey, pollHostQuestion } from '../../../test/host/hostView';
import { render } from '../../../test/render';
import { mainAction } from '../utils/hostActions';
import { QuestionPreview } from './QuestionPreview';
import { UpNext } from './UpNext';

const reveal = { correctAnswer: null, correctTexts: {}, distribution: [5, 1, 0, 2], answered: 8 };

describe('the console and a poll', () => {
  it('says it is a poll, lists its options in both languages and marks none as right', () => {
    render(<QuestionPreview question={pollHostQuestion} answerKey={pollAnswerKey} reveal={null} />);
    expect(screen.getByText('Poll')).toBeInTheDocument();
    expect(screen.getByText('No right answer, no points')).toBeInTheDocument();
    expect(screen.getByText('Best music for the party?')).toBeInTheDocument();
    // The same text in both languages is given once; a translation after a slash.
    expect(screen.getByText('Rock')).toBeInTheDocument();
    expect(screen.getByText(/^Folk/)).toHaveTextContent('Folk / Folk (fr)');
    expect(screen.queryByLabelText('Correct')).not.toBeInTheDocument();
    expect(screen.queryByText(/correct answer/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/votes?$/)).not.toBeInTheDocument();
  });

  it('gives the votes per option at the reveal, and no tally of right and wrong', () => {
    render(<QuestionPreview question={pollHostQuestion} answerKey={pollAnswerKey} reveal={reveal} />);
    expect(screen.getAllByText(/votes?$/).map((votes) => votes.textContent)).toEqual(['5 votes', '1 vote', '0 votes', '2 votes']);
    expect(screen.queryByText(/\d+ right|correct/i)).not.toBeInTheDocument();
  });

  it('announces the poll up next, and nothing of it for a scored question', () => {
    const live = { phase: 'leaderboard' } as Parameters<typeof UpNext>[0]['view']['live'];
    const next = { activityId: 'activity-1', questionIndex: 2, questionCount: 3, texts: { en_US: 'Which round next?' } };
    const { unmount } = render(<UpNext view={{ live, upNext: { ...next, kind: 'poll' } }} />);
    expect(screen.getByText(/^Up next: question 3 of 3/).parentElement).toHaveTextContent(
      'Up next: question 3 of 3 — Which round next? (Poll)',
    );
    unmount();
    render(<UpNext view={{ live, upNext: next }} />);
    expect(screen.queryByText(/Poll/)).not.toBeInTheDocument();
  });

  it('offers to show the votes rather than to reveal an answer', () => {
    const t = i18n.getFixedT('en', 'host');
    const question = hostView('question');
    expect(mainAction(t, question)?.label).toBe('Reveal the answer');
    const poll = hostView('question', { live: { ...question.live, question: pollHostQuestion }, answerKey: pollAnswerKey });
    expect(mainAction(t, poll)).toEqual({ action: 'reveal', label: 'Show the votes' });
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<QuestionPreview question={pollHostQuestion} answerKey={pollAnswerKey} reveal={reveal} />);
    expect(screen.getByText('Sondage')).toBeInTheDocument();
    expect(screen.getByText('Pas de bonne réponse, pas de points')).toBeInTheDocument();
    expect(screen.getByText('1 vote')).toBeInTheDocument();
    expect(screen.getByText('5 votes')).toBeInTheDocument();
    expect(
      screen.queryByText(/bonne réponse\u00a0:/, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) }),
    ).not.toBeInTheDocument();
    expect(
      mainAction(i18n.getFixedT('fr', 'host'), hostView('question', { live: { ...hostView('question').live, question: pollHostQuestion } }))
        ?.label,
    ).toBe('Afficher les votes');
  });
});
