// The final top three on steps: first in the middle and highest, second on its left, third on its
// right, each with its name and points above its step.
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bilingual } from '../Bilingual';
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

export function Podium({ top }: { top: RankRow[] }) {
  const { t } = useTranslation('screen');
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
        return (
          <Box
            component="li"
            key={entry.key}
            aria-label={t('standings.podiumEntry', {
              rank: entry.rank,
              name: entry.name,
              points: t('standings.points', { count: entry.points }),
            })}
            style={{
              height: '100%',
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'flex-end',
              alignItems: 'stretch',
              minWidth: 0,
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
            <Text fw={700} ta="center" c="dimmed" fz="clamp(1.125rem, 2vw, 2.75rem)" mb="0.3em">
              <Bilingual text={(t) => t('standings.points', { count: entry.points })} inline />
            </Text>
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
