// The final top three on steps: first in the middle and highest, second on its left, third on its
// right, each with its name and points above its step.
import { Box, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/formatNumber';
import type { RankRow } from './RankList';

const STEPS = [
  { place: 1, height: '100%', color: '#D4A017' },
  { place: 2, height: '72%', color: '#A7A9AC' },
  { place: 3, height: '52%', color: '#B06D3B' },
];
/** Left to right: second, first, third. */
const STAGE_ORDER = [1, 0, 2];

/**
 * A name's size on its step: as large as its place deserves, smaller for a long name so that all of
 * it fits three lines of the step's width ('Les Très Grands Esprits de la Rue Saint-Antoine' was
 * cut after 'Les Très Grands…'). Up to `fits` characters keep the full size.
 */
function nameSize(name: string, first: boolean): string {
  const base = first ? 'clamp(1.75rem, 3.4vw, 4.5rem)' : 'clamp(1.375rem, 2.6vw, 3.5rem)';
  const fits = first ? 30 : 40;
  const scale = Math.max(0.5, Math.min(1, fits / [...name].length));
  return scale === 1 ? base : `calc(${base} * ${scale.toFixed(2)})`;
}

type Props = {
  top: RankRow[];
  /** How many steps are revealed, from the lowest place up (usePodiumReveal); the rest stand empty. */
  shown?: number;
};

export function Podium({ top, shown = top.length }: Props) {
  const { t, i18n } = useTranslation('screen');
  // A step rises into view; without motion (the viewer's choice) it simply appears.
  const reducedMotion = useReducedMotion();
  // Only the steps someone stands on: two teams share a centred podium, with no empty third step.
  const stage = STAGE_ORDER.filter((position) => top[position]);
  return (
    <Box
      component="ol"
      aria-label={t('standings.podium')}
      style={{
        flex: 1,
        minHeight: 0,
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${stage.length}, minmax(0, 1fr))`,
        alignItems: 'end',
        gap: 'clamp(8px, 1.2vw, 28px)',
        // Each step keeps the width it has in a full podium of three.
        width: `calc(min(100%, 150vh) * ${stage.length} / 3)`,
        marginInline: 'auto',
      }}
    >
      {stage.map((position) => {
        const entry = top[position]!;
        const step = STEPS[position]!;
        const revealed = position >= top.length - shown;
        return (
          <Box
            component="li"
            key={entry.key}
            // A step not revealed yet tells a screen reader nothing either.
            aria-hidden={revealed ? undefined : true}
            aria-label={
              revealed
                ? t('standings.podiumEntry', { rank: entry.rank, name: entry.name, points: t('standings.points', { count: entry.points }) })
                : undefined
            }
            style={{
              height: '100%',
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'flex-end',
              alignItems: 'stretch',
              minWidth: 0,
            }}
          >
            <Box
              style={{
                opacity: revealed ? 1 : 0,
                transform: revealed || reducedMotion ? 'none' : 'translateY(40%)',
                transition: reducedMotion ? 'none' : 'opacity 700ms ease-out, transform 700ms ease-out',
              }}
            >
              <Text
                fw={900}
                ta="center"
                lh={1.1}
                lineClamp={3}
                fz={nameSize(entry.name, position === 0)}
                style={{ overflowWrap: 'anywhere' }}
              >
                {entry.name}
              </Text>
              {/* The number once, grouped in the page's language, and a unit both languages share:
                  'pts' never reads '0 points · 0 point'. */}
              <Text fw={700} ta="center" c="dimmed" fz="clamp(1.125rem, 2vw, 2.75rem)" mb="0.3em">
                {t('standings.pointsShort', { points: formatNumber(entry.points, i18n.language) })}
              </Text>
            </Box>
            <Box
              style={{
                // The step shares the column with the name above it; its height ranks the three.
                height: `calc((100% - 22vh) * ${parseFloat(step.height) / 100})`,
                minHeight: '6vh',
                background: step.color,
                borderRadius: 'clamp(8px, 0.8vw, 18px) clamp(8px, 0.8vw, 18px) 0 0',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <Text
                c="white"
                fw={900}
                lh={1}
                fz="clamp(3rem, 7vw, 9rem)"
                style={{ textShadow: '0 3px 6px rgba(0, 0, 0, 0.3)' }}
                aria-hidden
              >
                {entry.rank}
              </Text>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
