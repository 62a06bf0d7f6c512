// The console tells the host a quiz's scoring options (issue 20), with the question running and
// with the one up next so that they can be announced before it starts, in the console's language:
// a streak bonus, and team points that are the members' total. A quiz with neither (`streakBonus`
// and `teamScoring` absent) says nothing of them.
import { act, getDefaultNormalizer, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { liveQuestion } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { QuestionPreview } from './QuestionPreview';
import { UpNext } from './UpNext';

const live = { phase: 'lobby' } as Parameters<typeof UpNext>[0]['view']['live'];
const key = { correctAnswer: 2, correctTexts: {} };
const upNext = (extra: { streakBonus?: true; teamScoring?: 'total'; speedScoring?: false } = {}) => ({
  activityId: 'activity-1',
  questionIndex: 0,
  questionCount: 3,
  texts: { en_US: 'Largest ocean?', fr_FR: 'Le plus grand océan ?' },
  ...extra,
});
const NONE = /streak|série|team points|équipe/i;
// Whitespace kept as it is: the default matcher would take the no-break space for any space.
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

describe('the console with scoring options', () => {
  it('shows them before the start, with the question up next', () => {
    render(<UpNext view={{ live, upNext: upNext({ streakBonus: true, teamScoring: 'total', speedScoring: false }) }} />);
    expect(screen.getByText(/Speed doesn't count/)).toBeInTheDocument();
    expect(screen.getByText('(Streak bonus)', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('(Team points: total of members)', { exact: false })).toBeInTheDocument();
  });

  it('shows each alone, and neither without them, up next', () => {
    const { unmount } = render(<UpNext view={{ live, upNext: upNext({ streakBonus: true }) }} />);
    expect(screen.getByText(/Streak bonus/)).toBeInTheDocument();
    expect(screen.queryByText(/team points/i)).not.toBeInTheDocument();
    unmount();
    const { unmount: unmountTeam } = render(<UpNext view={{ live, upNext: upNext({ teamScoring: 'total' }) }} />);
    expect(screen.getByText(/Team points: total of members/)).toBeInTheDocument();
    expect(screen.queryByText(/streak/i)).not.toBeInTheDocument();
    unmountTeam();
    render(<UpNext view={{ live, upNext: upNext() }} />);
    expect(screen.getByText(/Largest ocean\?/)).toBeInTheDocument();
    expect(screen.queryByText(NONE)).not.toBeInTheDocument();
  });

  it('shows them with the running question, beside the points badge, and neither without them', () => {
    const { unmount } = render(
      <QuestionPreview
        question={liveQuestion({ streakBonus: true, teamScoring: 'total', pointsMultiplier: 2 })}
        answerKey={key}
        reveal={null}
      />,
    );
    expect(screen.getByText(/Double points/)).toBeInTheDocument();
    expect(screen.getByText('Streak bonus')).toBeInTheDocument();
    expect(screen.getByText('Team points: total of members')).toBeInTheDocument();
    unmount();
    render(<QuestionPreview question={liveQuestion()} answerKey={key} reveal={null} />);
    expect(screen.queryByText(NONE)).not.toBeInTheDocument();
  });

  it('says them in French, with a no-break space before the colon', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { unmount } = render(
      <QuestionPreview question={liveQuestion({ streakBonus: true, teamScoring: 'total' })} answerKey={key} reveal={null} />,
    );
    expect(screen.getByText('Bonus de série')).toBeInTheDocument();
    expect(screen.getByText('Points d’équipe\u00a0: total des membres', exact)).toBeInTheDocument();
    unmount();
    render(<UpNext view={{ live, upNext: upNext({ streakBonus: true, teamScoring: 'total' }) }} />);
    expect(screen.getByText(/\(Bonus de série\)/)).toBeInTheDocument();
    expect(screen.getByText(/\(Points d’équipe\u00a0: total des membres\)/, exact)).toBeInTheDocument();
  });
});
