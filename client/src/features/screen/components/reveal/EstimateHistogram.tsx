// Where the room's estimates fell: a bar per bin from `low` to `high`, the band of answers that
// count as right shaded behind them, and a line where the right value is. Plain CSS, as the option
// bars (DistributionBars): a dozen bars need no chart library. One image to a screen reader, which
// hears a summary of it instead of a dozen bars.
import type { LiveReveal } from '@quizfest/shared';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEstimate } from '../../../../lib/live/estimate';

type Props = { estimate: NonNullable<LiveReveal['estimate']> };

export function EstimateHistogram({ estimate }: Props) {
  const { t, i18n } = useTranslation('screen');
  const { value, tolerance, low, high, bins } = estimate;
  const span = high - low || 1;
  /** A number's place along the axis, in % of its width. */
  const at = (n: number) => Math.min(100, Math.max(0, ((n - low) / span) * 100));
  const width = span / Math.max(1, bins.length);
  // The axis's numbers as fine as a bin is wide: 1940 to 2000 in bins of 5 needs no decimals.
  const decimals = Math.min(4, Math.max(0, -Math.floor(Math.log10(width))));
  // In the page's language, as the image's label: the value itself is given above in both.
  const axis = (n: number) => formatEstimate(Number(n.toFixed(decimals)), i18n.language);
  const most = Math.max(...bins, 0);
  const total = bins.reduce((sum, count) => sum + count, 0);
  const top = bins.indexOf(most);
  const summary =
    total === 0
      ? t('reveal.histogramEmpty', { value: formatEstimate(value, i18n.language) })
      : t('reveal.histogram', {
          count: total,
          low: axis(low),
          high: axis(high),
          from: axis(low + top * width),
          to: axis(low + (top + 1) * width),
          value: formatEstimate(value, i18n.language),
        });
  const axisText = { fw: 700, fz: 'clamp(0.875rem, 1.2vw, 1.75rem)', lh: 1.2 } as const;
  return (
    <Box role="img" aria-label={summary} style={{ flex: 3, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      {/* The value above its line, kept clear of the edges so that it is never cut. */}
      <Box style={{ position: 'relative', height: '1.4em', fontSize: 'clamp(1rem, 1.5vw, 2.25rem)' }}>
        <Text
          {...axisText}
          fz="inherit"
          c="teal.7"
          style={{
            position: 'absolute',
            left: `${Math.min(92, Math.max(8, at(value)))}%`,
            transform: 'translateX(-50%)',
            whiteSpace: 'nowrap',
          }}
        >
          {formatEstimate(value, i18n.language)}
        </Text>
      </Box>
      <Box
        style={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          display: 'flex',
          alignItems: 'flex-end',
          borderBottom: 'clamp(2px, 0.2vw, 4px) solid var(--mantine-color-text)',
        }}
      >
        {/* Each bin exactly its share of the axis, the space between bars inside it: a gap between
            them would shift the bars off the numbers the marker and the band are placed by. */}
        {bins.map((count, index) => (
          <Box
            key={index}
            style={{ flex: 1, height: '100%', display: 'flex', alignItems: 'flex-end', padding: '0 clamp(2px, 0.2vw, 5px)' }}
          >
            <Box
              data-part="bar"
              style={{
                flex: 1,
                height: `${most > 0 ? (count / most) * 100 : 0}%`,
                // An empty bin is still a sliver, so that the axis reads as bins.
                minHeight: 'clamp(3px, 0.4vh, 8px)',
                background: 'var(--mantine-color-festival-6)',
                borderRadius: 'clamp(3px, 0.3vw, 8px) clamp(3px, 0.3vw, 8px) 0 0',
              }}
            />
          </Box>
        ))}
        {tolerance > 0 && (
          <Box
            data-part="band"
            style={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: `${at(value - tolerance)}%`,
              width: `${at(value + tolerance) - at(value - tolerance)}%`,
              // Over the bars, translucent: the bars within it take its tint, and read as the right ones.
              background: 'color-mix(in srgb, var(--mantine-color-teal-5) 35%, transparent)',
            }}
          />
        )}
        <Box
          data-part="marker"
          style={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: `${at(value)}%`,
            width: 'clamp(3px, 0.3vw, 6px)',
            transform: 'translateX(-50%)',
            background: 'var(--mantine-color-teal-7)',
          }}
        />
      </Box>
      <Box style={{ display: 'flex', justifyContent: 'space-between', gap: '1em' }}>
        <Text {...axisText}>{axis(low)}</Text>
        <Text {...axisText}>{axis(high)}</Text>
      </Box>
    </Box>
  );
}
