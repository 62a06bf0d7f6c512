// A fixed text of the big screen in English and in French (screenT.ts): English first, French after
// it in a lighter weight and a smaller size, either below it or on the same line. Each part names
// its language, so that a screen reader reads either with the right voice whatever the page's
// language. A text the same in both ('Podium', '1200 points') is shown once. Where a spot has one
// line of room and no width for both side by side (a card of the lobby), `compact` stacks them at
// half size within that line.
import type { CSSProperties } from 'react';
import { inBothLanguages, type ScreenText } from '../i18n/screenT';

type Props = {
  text: ScreenText;
  /** On one line ('Leaderboard · Classement') rather than English above French. */
  inline?: boolean;
  /** Both within the height of one line of the surrounding font: stacked at half its size. */
  compact?: boolean;
  /** The French text's size relative to the English one (the surrounding font's). */
  secondarySize?: string;
  /** The French text's weight; it inherits the English one's colour (a grey would not read across a room). */
  secondaryWeight?: number;
};

export function Bilingual({ text, inline = false, compact = false, secondarySize = '0.72em', secondaryWeight = 500 }: Props) {
  const { en, fr } = inBothLanguages(text);
  if (en === fr) return <>{en}</>;
  if (compact) {
    const half: CSSProperties = { display: 'block', fontSize: '0.5em', lineHeight: 1.25, overflow: 'hidden', textOverflow: 'ellipsis' };
    return (
      <span style={{ display: 'inline-block', verticalAlign: 'middle', lineHeight: 0, maxWidth: '100%' }}>
        <span lang="en" style={half}>
          {en}
        </span>
        <span lang="fr" style={{ ...half, fontWeight: secondaryWeight }}>
          {fr}
        </span>
      </span>
    );
  }
  const display: CSSProperties['display'] = inline ? 'inline' : 'block';
  return (
    <>
      <span lang="en" style={{ display }}>
        {en}
      </span>
      {inline ? (
        <>
          {' '}
          <span aria-hidden="true" style={{ fontWeight: secondaryWeight, fontSize: secondarySize }}>
            ·
          </span>{' '}
        </>
      ) : null}
      <span lang="fr" style={{ display, fontWeight: secondaryWeight, fontSize: secondarySize }}>
        {fr}
      </span>
    </>
  );
}
