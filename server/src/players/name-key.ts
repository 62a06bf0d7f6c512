// Player names are unique within an event (issue 19: two 'Alice' in one event), compared without
// case, width or spacing: 'Alice', ' ALICE ' and 'Ａｌｉｃｅ' are one name. Accents count ('Élodie'
// and 'Elodie' may both play): they are how many names are told apart. The key is stored beside the
// name (event_players.name_key) under a unique index, so that two phones choosing one name at the
// same moment cannot both get it.

export const NAME_TAKEN = 'This name is already taken in this event; please choose another';

export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/** PostgreSQL's unique_violation on the name index (postgres.js and PGlite both expose the code). */
export function isNameTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint_name?: string; constraint?: string; message?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505') {
    const constraint = e.constraint_name ?? e.constraint ?? e.message ?? '';
    return String(constraint).includes('event_players_name_key_unique');
  }
  return e.cause !== undefined && e.cause !== e && isNameTaken(e.cause);
}
