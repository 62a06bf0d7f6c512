// The console tells the host a question counts ×2 or ×0, with the question running and with the
// one up next so it can be announced (issue 20), in the console's language.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { liveQuestion } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { QuestionPreview } from './QuestionPreview';
import { UpNext } from './UpNext';

const live = { phase: 'reveal' } as Parameters<typeof UpNext>[0]['view']['live'];
const upNext = (pointsMultiplier?: 0 | 2) => ({
  activityId: 'activity-1',
  questionIndex: 1,
  questionCount: 3,
  texts: { en_US: 'Largest ocean?' },
  ...(pointsMultiplier === undefined ? {} : { pointsMultiplier }),
});

describe('the console and a points multiplier', () => {
  it('shows it with the running question and the one up next, and nothing at ×1', () => {
    const key = { correctAnswer: 2, correctTexts: {} };
    const { unmount } = render(<QuestionPreview question={liveQuestion({ pointsMultiplier: 2 })} answerKey={key} reveal={null} />);
    expect(screen.getByText(/Double points/)).toBeInTheDocument();
    unmount();
    const once = render(<QuestionPreview question={liveQuestion()} answerKey={key} reveal={null} />);
    expect(screen.queryByText(/points/i)).not.toBeInTheDocument();
    once.unmount();
    const next = render(<UpNext view={{ live, upNext: upNext(0) }} />);
    expect(screen.getByText(/No points/)).toBeInTheDocument();
    next.unmount();
    render(<UpNext view={{ live, upNext: upNext() }} />);
    expect(screen.queryByText(/points/i)).not.toBeInTheDocument();
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<UpNext view={{ live, upNext: upNext(2) }} />);
    expect(screen.getByText(/Points doublés/)).toBeInTheDocument();
  });
});
