import { Box } from '@mantine/core';

type Props = { team: string; players: string[]; size: string; look: 'chips' | 'inline' };

const CHIP = {
  padding: '0.15em 0.6em',
  borderRadius: '1em',
  background: 'var(--mantine-color-festival-light)',
  color: 'var(--mantine-color-festival-light-color)',
  fontWeight: 600,
};

/**
 * A team's players: rounded chips while there is room, or one line of text that wraps when the
 * room is full. Either way a long name breaks inside itself and never overflows its card.
 */
export function PlayerChips({ team, players, size, look }: Props) {
  const chips = look === 'chips';
  return (
    <Box
      component="ul"
      aria-label={`Players in ${team}`}
      lh={1.35}
      style={{ listStyle: 'none', padding: 0, margin: 0, fontSize: size, ...(chips ? { display: 'flex', flexWrap: 'wrap', gap: '0.4em' } : {}) }}
    >
      {players.map((name, index) => (
        <Box
          component="li"
          // Two players may share a name; the order of arrival keeps them apart.
          key={`${index}-${name}`}
          style={{ overflowWrap: 'anywhere', maxWidth: '100%', ...(chips ? CHIP : { display: 'inline' }) }}
        >
          {/* As text, the line breaks between players: a name breaks only when it alone is too long. */}
          {chips ? name : name.replace(/ /g, '\u00a0')}
          {!chips && index < players.length - 1 ? (
            <Box component="span" aria-hidden c="dimmed">
              {' · '}
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
