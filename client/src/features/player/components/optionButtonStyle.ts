// How an answer option's button looks on the phone, one choice or several: its colour while it can
// be picked or once picked, a tint when it steps back, and an outline when picked.
import type { CSSProperties } from 'react';
import type { OptionStyle } from '../../../lib/live/optionStyle';

export function optionButtonStyle(
  style: OptionStyle,
  { faded, picked, locked }: { faded: boolean; picked: boolean; locked: boolean },
): CSSProperties {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 14,
    borderRadius: 12,
    // Faded options stay readable: a tint of their colour under the page's own text colour.
    background: faded ? `color-mix(in srgb, ${style.color} 28%, var(--mantine-color-body))` : style.color,
    color: faded ? 'var(--mantine-color-text)' : style.textColor,
    outline: picked ? `4px solid ${style.color}` : undefined,
    outlineOffset: 3,
    cursor: locked ? 'default' : 'pointer',
  };
}
