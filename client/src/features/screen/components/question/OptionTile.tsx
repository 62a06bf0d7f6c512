// One answer option as the room sees it: its colour, its shape (for colour-blind eyes) and its text
// in both languages. After the reveal the right one stands out and the others fade.
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionStyle } from '../../../../lib/live/optionStyle';
import type { TextPair } from '../../bilingual';
import { optionLabel } from '../../i18n/optionLabel';

export type OptionOutcome = 'correct' | 'wrong';

type Props = {
  index: number;
  text: TextPair;
  outcome?: OptionOutcome;
  compact?: boolean;
  /** A list item that names itself, or a part of a bigger item (the reveal's column) that does. */
  component?: 'li' | 'div';
};

export function OptionTile({ index, text, outcome, compact = false, component = 'li' }: Props) {
  const { t } = useTranslation('screen');
  const style = optionStyle(index);
  const correct = outcome === 'correct';
  const named = component === 'li';
  return (
    <Box
      component={component}
      data-part="tile"
      aria-label={named ? optionLabel(t, index, text, correct) : undefined}
      data-correct={(named && correct) || undefined}
      data-dimmed={(named && outcome === 'wrong') || undefined}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: compact ? '0.5em' : '0.7em',
        minWidth: 0,
        minHeight: compact ? 'clamp(56px, 9vh, 120px)' : 'clamp(80px, 14vh, 190px)',
        padding: compact ? 'clamp(8px, 0.8vw, 16px)' : 'clamp(12px, 1.2vw, 28px)',
        borderRadius: 'clamp(8px, 0.8vw, 18px)',
        // A wrong option fades to a tint of its colour, its text in the page's own colour: it steps
        // back without becoming unreadable (white text on a faded tile is lost across the room).
        background: outcome === 'wrong' ? `color-mix(in srgb, ${style.color} 28%, var(--mantine-color-body))` : style.color,
        color: outcome === 'wrong' ? 'var(--mantine-color-text)' : style.textColor,
        outline: correct ? 'clamp(4px, 0.4vw, 8px) solid var(--mantine-color-text)' : undefined,
        outlineOffset: correct ? 'clamp(3px, 0.3vw, 6px)' : undefined,
      }}
    >
      {/* One width for every shape, so that the texts of the tiles line up. */}
      <Text
        span
        aria-hidden
        inherit
        lh={1}
        ta="center"
        style={{ fontSize: compact ? 'clamp(1.5rem, 2.6vw, 3.5rem)' : 'clamp(2rem, 4vw, 5.5rem)', flexShrink: 0, width: '1em' }}
      >
        {style.symbol}
      </Text>
      <Box style={{ minWidth: 0, flex: 1 }}>
        <Text
          inherit
          lang={text.primaryLang}
          fw={800}
          lh={1.15}
          lineClamp={2}
          fz={compact ? 'clamp(1rem, 1.6vw, 2.25rem)' : 'clamp(1.25rem, 2.4vw, 3.25rem)'}
          style={{ overflowWrap: 'anywhere' }}
        >
          {text.primary}
        </Text>
        {text.secondary && (
          <Text
            inherit
            lang="fr"
            fw={500}
            lh={1.15}
            lineClamp={1}
            fz={compact ? 'clamp(0.875rem, 1.2vw, 1.625rem)' : 'clamp(1rem, 1.6vw, 2.25rem)'}
            style={{ opacity: 0.85, overflowWrap: 'anywhere' }}
          >
            {text.secondary}
          </Text>
        )}
      </Box>
      {correct && (
        <Text
          span
          aria-hidden
          inherit
          fw={900}
          lh={1}
          style={{ fontSize: compact ? 'clamp(1.5rem, 2.6vw, 3.5rem)' : 'clamp(2rem, 4vw, 5.5rem)', flexShrink: 0 }}
        >
          ✓
        </Text>
      )}
    </Box>
  );
}
