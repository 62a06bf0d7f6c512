// Player names are unique within an event (issue 19: two 'Alice' in one event), compared without
// case, width or spacing: 'Alice', ' ALICE ' and 'Ａｌｉｃｅ' are one name. Accents count ('Élodie'
// and 'Elodie' may both play): they are how many names are told apart. The key is stored beside the
// name (event_players.name_key) under a unique index, so that two phones choosing one name at the
// same moment cannot both get it.

export const NAME_TAKEN = 'This name is already taken in this event; please choose another';

export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/** PostgreSQL's unique_violation on the name index (postgres.js and PGlite both expose the code), under drizzle's wrapping. */
export function isNameTaken(error: unknown): boolean {
  // A few causes deep at most: drizzle wraps the driver's error once.
  for (let e = error as ErrorLike | undefined, depth = 0; e && depth < 4; e = e.cause as ErrorLike | undefined, depth++) {
    if (e.code === '23505') return String(e.constraint_name ?? e.constraint ?? e.message ?? '').includes('event_players_name_key_unique');
  }
  return false;
}

type ErrorLike = { code?: string; constraint_name?: string; constraint?: string; message?: string; cause?: unknown };
