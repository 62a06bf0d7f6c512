// Several right answers in the host console: said to be so, every right option marked, the answer
// key naming them all, the ticks per option at the reveal, and the usual Reveal the answer.
import { act, getDefaultNormalizer, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { hostView, severalAnswerKey, severalHostQuestion } from '../../../test/host/hostView';
import { render } from '../../../test/render';
import { mainAction } from '../utils/hostActions';
import { QuestionPreview } from './QuestionPreview';

const reveal = { correctAnswer: null, correctAnswers: [1, 3], correctTexts: {}, distribution: [7, 2, 6, 3], answered: 9 };
/** The option rows, by their text: each row holds its mark (a tick, or its number) and, at the reveal, its count. */
const row = (text: RegExp) => screen.getByText(text).parentElement!;

describe('the console and several right answers', () => {
  it('says so, marks every right option, and names them all in the answer key', () => {
    render(<QuestionPreview question={severalHostQuestion} answerKey={severalAnswerKey} reveal={null} />);
    expect(screen.getByText('Several answers')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Correct')).toHaveLength(2);
    for (const text of [/^Mars/, /^Venus/]) expect(row(text).querySelector('[aria-label="Correct"]')).not.toBeNull();
    for (const text of [/^Moon/, /^Sun/]) expect(row(text).querySelector('[aria-label="Correct"]')).toBeNull();
    expect(screen.getByText('Correct answers: 1. Mars, 3. Venus / Vénus')).toBeInTheDocument();
  });

  it('gives the ticks per option at the reveal', () => {
    render(<QuestionPreview question={severalHostQuestion} answerKey={severalAnswerKey} reveal={reveal} />);
    expect([/^Mars/, /^Moon/, /^Venus/, /^Sun/].map((text) => row(text).lastElementChild?.textContent)).toEqual(['7', '2', '6', '3']);
  });

  it('keeps the points and speed badges beside its own', () => {
    const question = { ...severalHostQuestion, pointsMultiplier: 2 as const, speedScoring: false as const };
    render(<QuestionPreview question={question} answerKey={severalAnswerKey} reveal={null} />);
    expect(screen.getByText('Several answers')).toBeInTheDocument();
    expect(screen.getByText('×2 · Double points')).toBeInTheDocument();
    expect(screen.getByText("Speed doesn't count")).toBeInTheDocument();
  });

  it('offers to reveal the answer, as for any scored question', () => {
    const t = i18n.getFixedT('en', 'host');
    const view = hostView('question');
    expect(mainAction(t, { ...view, live: { ...view.live, question: severalHostQuestion } })).toEqual({
      action: 'reveal',
      label: 'Reveal the answer',
    });
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<QuestionPreview question={severalHostQuestion} answerKey={severalAnswerKey} reveal={null} />);
    expect(screen.getByText('Plusieurs réponses')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Bonne réponse')).toHaveLength(2);
    expect(
      screen.getByText('Bonnes réponses\u00a0: 1. Mars, 3. Venus / Vénus', {
        normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
      }),
    ).toBeInTheDocument();
  });
});
