// At the reveal the console gives the host the question's explanation, in each language it has, to
// read aloud to the room (issue 20).
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { liveQuestion } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { QuestionPreview } from './QuestionPreview';

const key = { correctAnswer: 2, correctTexts: {} };
const explanation = { en_US: 'Paris has been the capital since 987.', fr_FR: 'Paris est la capitale depuis 987.' };
const reveal = { correctAnswer: 2, correctTexts: {}, distribution: [1, 5, 0, 2], answered: 8, explanation };

describe('the console and the explanation', () => {
  it('gives it at the reveal in each language, tagged and named as the question texts are', () => {
    render(<QuestionPreview question={liveQuestion()} answerKey={key} reveal={reveal} />);
    expect(screen.getByText('Explanation')).toBeInTheDocument();
    for (const [text, tag, lang] of [
      [explanation.en_US, 'EN', 'en'],
      [explanation.fr_FR, 'FR', 'fr'],
    ] as const) {
      const line = screen.getByText(text).parentElement!;
      expect(line).toHaveAttribute('lang', lang);
      expect(line).toHaveTextContent(tag);
    }
  });

  it('gives the one language it has, without a tag when the quiz has only that one', () => {
    const question = liveQuestion({
      texts: { fr_FR: { question: 'Capitale de la France ?', answers: ['Lyon', 'Paris', 'Nice', 'Lille'] } },
    });
    render(<QuestionPreview question={question} answerKey={key} reveal={{ ...reveal, explanation: { fr_FR: explanation.fr_FR } }} />);
    const line = screen.getByText(explanation.fr_FR).parentElement!;
    expect(line).toHaveAttribute('lang', 'fr');
    expect(line).not.toHaveTextContent('FR');
  });

  it('shows nothing before the reveal, nor for a question without one', () => {
    const { unmount } = render(<QuestionPreview question={liveQuestion()} answerKey={key} reveal={null} />);
    expect(screen.queryByText('Explanation')).not.toBeInTheDocument();
    unmount();
    render(<QuestionPreview question={liveQuestion()} answerKey={key} reveal={{ ...reveal, explanation: undefined }} />);
    expect(screen.queryByText('Explanation')).not.toBeInTheDocument();
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<QuestionPreview question={liveQuestion()} answerKey={key} reveal={reveal} />);
    expect(screen.getByText('Explication')).toBeInTheDocument();
    expect(screen.getByText(explanation.fr_FR)).toBeInTheDocument();
  });
});
