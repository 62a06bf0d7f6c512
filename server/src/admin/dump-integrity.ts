// The references between a dump's rows, checked before the import starts so that a broken backup
// is refused with a message naming the row, not with a constraint error halfway through, nor
// accepted into a state the API never makes: keys unique, every foreign key and every id kept in
// a list (an event's teams and activities, a player's team) pointing at a row of the dump, answers
// only from players of their event, one running event per code, password hashes made the way this
// server makes them, and every upload row with its bytes. The work gives the event loop turns as it
// goes: a large dump has a million answers.
import type { Entry } from 'yauzl';
import { PASSWORD_HASH_FORMAT } from '../auth/password.js';
import { badRequest } from '../errors.js';
import { tablePath, uploadPath } from './dump-layout.js';
import type { DumpRows, TableName } from './dump-rows.js';
import { timeSlices } from './time-slices.js';

export type IntegrityOptions = {
  /** The scrypt cost this server hashes with: a dump's hashes must carry exactly it. */
  scryptN: number;
  /** The moment the import runs: events ending after it are running or to come. */
  now: Date;
};

/** Calls `check` on every row with its 1-based number, giving the event loop turns (time-slices.ts). */
async function eachRow<T>(rows: T[], check: (row: T, number: number) => void): Promise<void> {
  const pause = timeSlices();
  for (let i = 0; i < rows.length; i++) {
    check(rows[i]!, i + 1);
    if (i % 256 === 255) await pause();
  }
}

const refuse = (table: TableName, number: number, text: string) => badRequest(`${tablePath(table)} row ${number}: ${text}`);

async function uniqueKeys<T>(table: TableName, rows: T[], key: (row: T) => string, what: string): Promise<Set<string>> {
  const seen = new Set<string>();
  await eachRow(rows, (row, number) => {
    const value = key(row);
    if (seen.has(value)) throw refuse(table, number, `duplicate ${what} ${value}`);
    seen.add(value);
  });
  return seen;
}

async function references<T>(table: TableName, rows: T[], keys: (row: T) => readonly string[], target: Set<string>, what: string) {
  await eachRow(rows, (row, number) => {
    for (const key of keys(row)) if (!target.has(key)) throw refuse(table, number, `${what} ${key} is not in the dump`);
  });
}

export async function checkIntegrity(rows: DumpRows, uploadEntries: Map<string, Entry>, options: IntegrityOptions): Promise<void> {
  await eachRow(rows.users, (user, number) => checkPasswordHash(user.passwordHash, number, options.scryptN));

  const userIds = await uniqueKeys('users', rows.users, (u) => u.id, 'id');
  await uniqueKeys('users', rows.users, (u) => u.emailAddress, 'email address');
  const teamIds = await uniqueKeys('teams', rows.teams, (t) => t.id, 'id');
  await uniqueKeys('activities', rows.activities, (a) => a.id, 'id');
  const eventIds = await uniqueKeys('events', rows.events, (e) => e.id, 'id');
  const players = await uniqueKeys('event_players', rows.event_players, (p) => `${p.eventId}/${p.playerId}`, 'event/player');
  await uniqueKeys('answers', rows.answers, (a) => a.id, 'id');
  await uniqueKeys(
    'answers',
    rows.answers,
    (a) => `${a.eventId}/${a.playerId}/${a.activityId}/${a.questionIndex}`,
    'answer for event/player/activity/question',
  );
  await uniqueKeys('uploads', rows.uploads, (u) => u.fileName, 'file name');

  await references('teams', rows.teams, (t) => [t.ownerId], userIds, 'owner');
  await references('activities', rows.activities, (a) => [a.ownerId], userIds, 'owner');
  await references('events', rows.events, (e) => [e.ownerId], userIds, 'owner');
  await references('events', rows.events, (e) => e.teamIds, teamIds, 'team');
  const activityTypes = new Map(rows.activities.map((a) => [a.id, a.type]));
  await eachRow(rows.events, (event, number) => {
    for (const activity of event.activities) {
      const type = activityTypes.get(activity.modelId);
      if (!type) throw refuse('events', number, `activity ${activity.modelId} is not in the dump`);
      if (type !== activity.type) throw refuse('events', number, `activity ${activity.modelId} is a ${type}, not a ${activity.type}`);
    }
  });
  await references('event_players', rows.event_players, (p) => [p.eventId], eventIds, 'event');
  await references('event_players', rows.event_players, (p) => (p.teamId === null ? [] : [p.teamId]), teamIds, 'team');
  await references('answers', rows.answers, (a) => [a.eventId], eventIds, 'event');
  await eachRow(rows.answers, (answer, number) => {
    if (!players.has(`${answer.eventId}/${answer.playerId}`)) {
      throw refuse('answers', number, `player ${answer.playerId} has not joined event ${answer.eventId}`);
    }
  });
  checkRunningCodes(rows.events, options.now);

  rows.uploads.forEach((upload, index) => {
    const entry = uploadEntries.get(upload.fileName);
    if (!entry) throw refuse('uploads', index + 1, `${uploadPath(upload.fileName)} is missing`);
    if (entry.uncompressedSize !== upload.size) {
      throw badRequest(`${uploadPath(upload.fileName)} has ${entry.uncompressedSize} bytes but its row says ${upload.size}`);
    }
  });
  const listed = new Set(rows.uploads.map((u) => u.fileName));
  for (const fileName of uploadEntries.keys()) {
    if (!listed.has(fileName)) throw badRequest(`${uploadPath(fileName)} has no row in ${tablePath('uploads')}`);
  }
}

/**
 * Sign-in runs scrypt with the cost written in the stored hash, so a hash of any other cost is a
 * way to make one sign-in take seconds and hundreds of MiB (or, cheaper, to weaken an account):
 * only the parameters this server hashes with are accepted.
 */
function checkPasswordHash(hash: string, number: number, scryptN: number): void {
  const [scheme, n, r, p, salt, key] = hash.split('$');
  const f = PASSWORD_HASH_FORMAT;
  const expected = `scrypt$${scryptN}$${f.r}$${f.p}$<${f.saltBytes}-byte salt>$<${f.keyBytes}-byte key>`;
  const ok =
    scheme === 'scrypt' &&
    n === String(scryptN) &&
    r === String(f.r) &&
    p === String(f.p) &&
    salt !== undefined &&
    key !== undefined &&
    Buffer.from(salt, 'base64').length === f.saltBytes &&
    Buffer.from(key, 'base64').length === f.keyBytes;
  if (!ok) throw refuse('users', number, `passwordHash must be a hash this server makes (${expected})`);
}

/** Players join by code, so two events running at once must not share one (as the API ensures). */
function checkRunningCodes(events: DumpRows['events'], now: Date): void {
  const running = new Map<string, number>();
  events.forEach((event, index) => {
    if (Date.parse(event.endDate) <= now.getTime()) return;
    const other = running.get(event.code);
    if (other !== undefined) {
      throw refuse('events', index + 1, `code ${event.code} is already the code of row ${other}, and both events have not ended`);
    }
    running.set(event.code, index + 1);
  });
}
