// One team in the lobby: its name and count, then one name per grid cell. Every height here comes
// from the layout (lobbyLayout.ts computed the card's height from the same numbers), and a name too
// long for its cell ends in an ellipsis rather than wrapping onto a line that was not planned.
import { Box, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamRoster } from '../../groupPlayersByTeam';
import { CARD_BORDER_PX, type LobbyLayout } from '../../lobbyLayout';
import { Bilingual } from '../Bilingual';

type Props = { roster: TeamRoster; shown: number; layout: LobbyLayout };

const ONE_LINE: CSSProperties = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };
/**
 * From this font size a line holds both languages stacked at half size (each still at least the
 * 18 px a name needs to be read from the back of a room); below it they share the line side by side.
 */
const COMPACT_FROM_PX = 36;

export function RosterCard({ roster, shown, layout }: Props) {
  const { t } = useTranslation('screen');
  // Both languages in one line of a narrow card: stacked when the font leaves room for it.
  const compact = layout.fontPx >= COMPACT_FROM_PX;
  // The players without a team are not a team: their card is named in both languages.
  const name = roster.name ?? <Bilingual text={(t) => t('lobby.teamless')} inline={!compact} compact={compact} />;
  const label = roster.name ?? t('lobby.teamless');
  const count = roster.players.length;
  const hidden = count - shown;
  const line: CSSProperties = { fontSize: layout.fontPx, lineHeight: `${layout.lineHeightPx}px`, height: layout.lineHeightPx };
  return (
    <Box
      component="section"
      style={{
        minWidth: 0,
        padding: layout.paddingPx,
        borderRadius: layout.paddingPx,
        // The players without a team are not a team: a dashed card tells them apart.
        border: `${CARD_BORDER_PX}px ${roster.id === null ? 'dashed' : 'solid'} var(--mantine-color-default-border)`,
        background: 'var(--mantine-color-default)',
      }}
    >
      <Box
        component="h2"
        style={{
          display: 'flex',
          gap: '0.4em',
          justifyContent: 'space-between',
          margin: `0 0 ${layout.headerGapPx}px`,
          fontSize: layout.teamFontPx,
          lineHeight: `${layout.teamLineHeightPx}px`,
          height: layout.teamLineHeightPx,
          fontWeight: 800,
        }}
      >
        <span style={ONE_LINE}>{name}</span>{' '}
        <Text span inherit c="dimmed" fw={600} style={{ flexShrink: 0 }}>
          ({count})
        </Text>
      </Box>
      {count === 0 ? (
        <Text c="dimmed" style={{ ...line, ...ONE_LINE }}>
          <Bilingual text={(t) => t('lobby.noPlayers')} inline={!compact} compact={compact} secondarySize="1em" />
        </Text>
      ) : (
        <Box
          component="ul"
          aria-label={t('lobby.playersIn', { team: label })}
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(${layout.nameColumns}, minmax(0, 1fr))`,
            columnGap: layout.nameGapPx,
            listStyle: 'none',
            padding: 0,
            margin: 0,
          }}
        >
          {roster.players.slice(0, shown).map((name, index) => (
            // Two players may share a name; the order of arrival keeps them apart.
            <li key={`${index}-${name}`} title={name} style={{ ...line, ...ONE_LINE, fontWeight: 600 }}>
              {name}
            </li>
          ))}
          {hidden > 0 && (
            <Box component="li" c="dimmed" style={{ ...line, ...ONE_LINE, fontWeight: 700 }}>
              <Bilingual text={(t) => t('lobby.more', { count: hidden })} inline secondarySize="1em" />
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
