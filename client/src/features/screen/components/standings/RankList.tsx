// A ranking as rows of rank, name, points and what the last question added. Rows share the height
// they are given, flowing into more columns as the list grows, so a long list still fits the screen.
import { Box, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/formatNumber';

export type RankRow = { key: string; rank: number; name: string; detail?: string | null; points: number; gain?: number };

type Props = {
  /** Shown above the list (both languages). */
  title?: ReactNode;
  /** Names the list for screen readers, in the page's language. */
  label: string;
  rows: RankRow[];
  /** The height, in vh, the rows may take. */
  heightVh: number;
  maxColumns: number;
  /** Kept in its place but not shown yet (the podium's best players, until the winner is revealed). */
  hidden?: boolean;
};

/** Rows at least this tall (in vh) read from the back of the room; a list takes more columns to keep them so. */
const COMFORTABLE_ROW_VH = 4.5;
/** A short list grows its rows up to this, so that a few teams still fill most of the screen's height. */
const LARGEST_ROW_VH = 12;

export function RankList({ title, label, rows, heightVh, maxColumns, hidden = false }: Props) {
  // Numbers grouped in the page's language: one number reads the same to both halves of the room.
  const { i18n } = useTranslation();
  const format = (n: number) => formatNumber(n, i18n.language);
  const rowsPerColumn = (columns: number) => Math.max(1, Math.ceil(rows.length / columns));
  let columns = 1;
  while (columns < maxColumns && heightVh / rowsPerColumn(columns) < COMFORTABLE_ROW_VH) columns++;
  const perColumn = rowsPerColumn(columns);
  const rowVh = Math.min(LARGEST_ROW_VH, heightVh / perColumn);
  return (
    <Box style={{ minWidth: 0, minHeight: 0, visibility: hidden ? 'hidden' : undefined }} aria-hidden={hidden || undefined}>
      {title && (
        <Title order={2} fz="clamp(1.25rem, 2.2vw, 3rem)" mb="0.4em">
          {title}
        </Title>
      )}
      <Box
        component="ol"
        aria-label={label}
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridAutoFlow: 'column',
          gridTemplateRows: `repeat(${perColumn}, ${rowVh}vh)`,
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          columnGap: 'clamp(12px, 2vw, 48px)',
          fontSize: `${(rowVh * 0.5).toFixed(2)}vh`,
        }}
      >
        {rows.map((row) => (
          <Box
            component="li"
            key={row.key}
            style={{
              display: 'grid',
              gridTemplateColumns: '2.2em minmax(0, 1fr) auto auto',
              alignItems: 'center',
              gap: '0.5em',
              borderBottom: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <Text inherit fw={900} c="dimmed" ta="right">
              {row.rank}
            </Text>
            <Text inherit fw={700} style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {row.name}
              {row.detail && (
                <Text span inherit c="dimmed" fw={500} ml="0.5em" style={{ fontSize: '0.7em' }}>
                  {row.detail}
                </Text>
              )}
            </Text>
            <Text inherit fw={900} ta="right">
              {format(row.points)}
            </Text>
            <Text inherit fw={700} c="teal" ta="right" style={{ minWidth: '3.5em', fontSize: '0.8em' }}>
              {row.gain ? `+${format(row.gain)}` : ''}
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
