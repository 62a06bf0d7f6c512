// The references between a dump's rows, checked before the import starts so that a broken backup
// is refused with a message naming the row, not with a constraint error halfway through: keys
// unique, every foreign key pointing at a row of the dump, and every upload row with its bytes.
import type { Entry } from 'yauzl';
import { badRequest } from '../errors.js';
import { tablePath, uploadPath } from './dump-layout.js';
import type { DumpRows, TableName } from './dump-rows.js';

function uniqueKeys<T>(table: TableName, rows: T[], key: (row: T) => string, what: string): Set<string> {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const value = key(row);
    if (seen.has(value)) throw badRequest(`${tablePath(table)} row ${index + 1}: duplicate ${what} ${value}`);
    seen.add(value);
  });
  return seen;
}

function references<T>(table: TableName, rows: T[], key: (row: T) => string, target: Set<string>, what: string): void {
  rows.forEach((row, index) => {
    if (!target.has(key(row))) throw badRequest(`${tablePath(table)} row ${index + 1}: ${what} ${key(row)} is not in the dump`);
  });
}

export function checkIntegrity(rows: DumpRows, uploadEntries: Map<string, Entry>): void {
  const userIds = uniqueKeys('users', rows.users, (u) => u.id, 'id');
  uniqueKeys('users', rows.users, (u) => u.emailAddress, 'email address');
  uniqueKeys('teams', rows.teams, (t) => t.id, 'id');
  uniqueKeys('activities', rows.activities, (a) => a.id, 'id');
  const eventIds = uniqueKeys('events', rows.events, (e) => e.id, 'id');
  uniqueKeys('event_players', rows.event_players, (p) => `${p.eventId}/${p.playerId}`, 'event/player');
  uniqueKeys('answers', rows.answers, (a) => a.id, 'id');
  uniqueKeys(
    'answers',
    rows.answers,
    (a) => `${a.eventId}/${a.playerId}/${a.activityId}/${a.questionIndex}`,
    'answer for event/player/activity/question',
  );
  uniqueKeys('uploads', rows.uploads, (u) => u.fileName, 'file name');

  references('teams', rows.teams, (t) => t.ownerId, userIds, 'owner');
  references('activities', rows.activities, (a) => a.ownerId, userIds, 'owner');
  references('events', rows.events, (e) => e.ownerId, userIds, 'owner');
  references('event_players', rows.event_players, (p) => p.eventId, eventIds, 'event');
  references('answers', rows.answers, (a) => a.eventId, eventIds, 'event');

  rows.uploads.forEach((upload, index) => {
    const entry = uploadEntries.get(upload.fileName);
    if (!entry) throw badRequest(`${tablePath('uploads')} row ${index + 1}: ${uploadPath(upload.fileName)} is missing`);
    if (entry.uncompressedSize !== upload.size) {
      throw badRequest(`${uploadPath(upload.fileName)} has ${entry.uncompressedSize} bytes but its row says ${upload.size}`);
    }
  });
  const listed = new Set(rows.uploads.map((u) => u.fileName));
  for (const fileName of uploadEntries.keys()) {
    if (!listed.has(fileName)) throw badRequest(`${uploadPath(fileName)} has no row in ${tablePath('uploads')}`);
  }
}
