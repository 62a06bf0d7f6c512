// The console tells the host a quiz does not score speed, with the question running and with the
// one up next so it can be announced, in the console's language; a quiz that scores speed (the
// usual case, `speedScoring` absent) says nothing of it.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { liveQuestion } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { QuestionPreview } from './QuestionPreview';
import { UpNext } from './UpNext';

const live = { phase: 'reveal' } as Parameters<typeof UpNext>[0]['view']['live'];
const key = { correctAnswer: 2, correctTexts: {} };
const upNext = (extra: { speedScoring?: false; pointsMultiplier?: 0 | 2 } = {}) => ({
  activityId: 'activity-1',
  questionIndex: 1,
  questionCount: 3,
  texts: { en_US: 'Largest ocean?' },
  ...extra,
});

describe('the console when speed does not count', () => {
  it('shows it with the running question, and nothing when speed counts', () => {
    const { unmount } = render(<QuestionPreview question={liveQuestion({ speedScoring: false })} answerKey={key} reveal={null} />);
    expect(screen.getByText("Speed doesn't count")).toBeInTheDocument();
    unmount();
    render(<QuestionPreview question={liveQuestion()} answerKey={key} reveal={null} />);
    expect(screen.queryByText(/speed/i)).not.toBeInTheDocument();
  });

  it('shows it beside the points badge', () => {
    render(<QuestionPreview question={liveQuestion({ speedScoring: false, pointsMultiplier: 0 })} answerKey={key} reveal={null} />);
    expect(screen.getByText(/No points/)).toBeInTheDocument();
    expect(screen.getByText("Speed doesn't count")).toBeInTheDocument();
  });

  it('shows it with the question up next, and nothing when speed counts', () => {
    const { unmount } = render(<UpNext view={{ live, upNext: upNext({ speedScoring: false, pointsMultiplier: 2 }) }} />);
    expect(screen.getByText(/Double points/)).toBeInTheDocument();
    expect(screen.getByText(/Speed doesn't count/)).toBeInTheDocument();
    unmount();
    render(<UpNext view={{ live, upNext: upNext() }} />);
    expect(screen.queryByText(/speed/i)).not.toBeInTheDocument();
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { unmount } = render(<QuestionPreview question={liveQuestion({ speedScoring: false })} answerKey={key} reveal={null} />);
    expect(screen.getByText('La vitesse ne compte pas')).toBeInTheDocument();
    unmount();
    render(<UpNext view={{ live, upNext: upNext({ speedScoring: false }) }} />);
    expect(screen.getByText(/La vitesse ne compte pas/)).toBeInTheDocument();
  });
});
