// An option's shape as screen readers should say it: 'Triangle' (in the page's language), not the
// character '▲', which they read as 'black up-pointing triangle' or not at all.
import { Text, type TextProps } from '../../../components/phoneKit';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/playTranslation';
import type { OptionStyle } from '../../../lib/live/optionStyle';

type Props = TextProps & { option: OptionStyle; style?: CSSProperties };

export function OptionShape({ option, style, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <Text component="span" role="img" aria-label={t(`shapes.${option.shape}`)} style={style} {...props}>
      <span aria-hidden>{option.symbol}</span>
    </Text>
  );
}

/** The shape on its option's colour, as a square tile of `size` pixels (a chip, a row of the vote). */
export function OptionShapeTile({ option, size }: { option: OptionStyle; size: number }) {
  return (
    <OptionShape
      option={option}
      fz={Math.round(size * 0.56)}
      w={size}
      h={size}
      ta="center"
      lh={`${size}px`}
      style={{ background: option.color, color: option.textColor, borderRadius: 8, flex: 'none' }}
    />
  );
}
