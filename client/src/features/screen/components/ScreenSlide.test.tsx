// A slide on the big screen (issue 20): opened straight at its "reveal", it fills the screen with
// its text, English large and French under it, every line kept, and its image; nothing was
// answered, so no counts, no bars, no badges and no result.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { autoStep, slideLiveView, slideQuestion } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { screenState } from '../../../test/screen/screenState';
import { ScreenStage } from './ScreenStage';

function stage(live = slideLiveView()) {
  return render(<ScreenStage state={screenState({ live })} teams={[]} serverNow={() => Date.now()} />);
}

describe('a slide on the big screen', () => {
  it('shows its text in English large, French under it, each in its language and every line kept', () => {
    stage();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Round 2\nMusic and films');
    expect(heading).toHaveAttribute('lang', 'en');
    expect(heading).toHaveStyle({ whiteSpace: 'pre-line' });
    const french = screen.getByText((_, element) => element?.textContent === 'Manche 2\nMusique et cinéma' && element.tagName === 'P');
    expect(french).toHaveAttribute('lang', 'fr');
    expect(french).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('shows its image large', () => {
    stage();
    const image = screen.getByRole('img', { name: 'Slide image' });
    expect(image).toHaveAttribute('src', expect.stringMatching(/\/upload\/round-2\.png\?w=1920$/));
    expect(image).toHaveStyle({ width: '100%', height: '100%', objectFit: 'contain' });
  });

  it('shows no progress, no answered count, no bars, no badges and no result', () => {
    stage(slideLiveView(slideQuestion({ pointsMultiplier: 2, speedScoring: false, streakBonus: true })));
    for (const text of [/answered/i, /question 1/i, /double points/i, /speed/i, /streak/i, /the answer/i, /right/i, /wrong/i]) {
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('shows the text alone when there is no image, and the image alone when there is no text', () => {
    const { unmount } = stage(slideLiveView(slideQuestion({ imageUrl: null })));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    stage(slideLiveView(slideQuestion({ texts: { en_US: { question: '' }, fr_FR: { question: '' } } })));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Slide image' })).toBeInTheDocument();
  });

  it('names its image in the page’s language', async () => {
    await act(() => i18n.changeLanguage('fr'));
    stage();
    expect(screen.getByRole('img', { name: 'Image de la diapositive' })).toBeInTheDocument();
  });

  it('says when a hands-free quiz goes on to the next question', () => {
    stage(slideLiveView(slideQuestion(), { autoStep: autoStep(7000) }));
    expect(screen.getByRole('timer')).toHaveTextContent(/Next in \d+ s/);
  });
});
