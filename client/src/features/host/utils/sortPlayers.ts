import type { HostPlayer } from '@quizfest/shared';
import type { HostT } from '../i18n/hostT';

/** By name, so that the host finds someone quickly and rows do not jump as points change. */
export function sortPlayers(players: HostPlayer[]): HostPlayer[] {
  return [...players].sort((a, b) => {
    if (a.name === null || b.name === null) return a.name === b.name ? 0 : a.name === null ? 1 : -1;
    // Natural order: 'Player 2' before 'Player 10', as a person reads a list of names.
    return a.name.localeCompare(b.name, undefined, { numeric: true });
  });
}

export function playerLabel(t: HostT, player: Pick<HostPlayer, 'name'>): string {
  return player.name ?? t('players.unnamed');
}
