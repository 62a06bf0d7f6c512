// One order for team lists wherever a player meets them (the phone's team choice, the big screen's
// lobby): by name, as the reader's language sorts it, with numbers by value ('Team 2' before
// 'Team 10'), so that the team found on the screen is found at the same place on the phone.
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export function compareTeamNames(a: string, b: string): number {
  return collator.compare(a, b);
}

export function sortByTeamName<T extends { name: string }>(teams: readonly T[]): T[] {
  return [...teams].sort((a, b) => compareTeamNames(a.name, b.name));
}
