// How big the lobby draws the teams. Few teams get large cards readable from the back of the room;
// many teams get smaller cards packed in columns, and a narrower join panel, so that a full room
// still fits a 1080p screen. Sizes follow the viewport width (vw) so that a small laptop window
// gets the same layout scaled down.

export type RosterDensity = {
  /** Grid: cards of equal height in rows that fill the width. Columns: cards packed like a directory. */
  layout: 'grid' | 'columns';
  /** Players as chips, or as wrapping text when the room is full. */
  players: 'chips' | 'inline';
  /** The narrowest a card may get before the layout drops a column. */
  minCardWidth: string;
  teamName: string;
  playerName: string;
  padding: string;
  /** The join panel's share of the 12 columns beside the teams. */
  panelSpan: { md: number; lg: number };
};

export function rosterDensity(rosterCount: number): RosterDensity {
  if (rosterCount <= 4) {
    return {
      layout: 'grid',
      players: 'chips',
      minCardWidth: 'max(260px, 22vw)',
      teamName: 'clamp(1.5rem, 2.4vw, 3rem)',
      playerName: 'clamp(1.125rem, 1.5vw, 1.875rem)',
      padding: 'clamp(16px, 1.6vw, 32px)',
      panelSpan: { md: 5, lg: 4 },
    };
  }
  if (rosterCount <= 12) {
    return {
      layout: 'grid',
      players: 'chips',
      minCardWidth: 'max(220px, 16vw)',
      teamName: 'clamp(1.25rem, 1.7vw, 2.25rem)',
      playerName: 'clamp(1rem, 1.15vw, 1.5rem)',
      padding: 'clamp(14px, 1.2vw, 24px)',
      panelSpan: { md: 5, lg: 4 },
    };
  }
  return {
    layout: 'columns',
    players: 'inline',
    minCardWidth: 'max(180px, 10.5vw)',
    teamName: 'clamp(0.9375rem, 1vw, 1.375rem)',
    playerName: 'clamp(0.875rem, 0.9vw, 1.25rem)',
    padding: 'clamp(8px, 0.6vw, 12px)',
    panelSpan: { md: 4, lg: 3 },
  };
}
