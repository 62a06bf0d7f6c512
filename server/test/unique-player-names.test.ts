// Player names are unique within an event (issue 19: two 'Alice' in one event), compared without
// case or spacing, whichever way a name is given: a phone alone, a venue's phones at once (the
// batched path), with a team (the whole way), or by the host's rename; a removed player's name is
// free again; a dump keeps the rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNameKeys } from '../src/admin/dump-tables.js';
import { NAME_TAKEN, nameKey } from '../src/players/name-key.js';
import { signUpAndIn } from './api-helpers.js';
import { activityEntry, aliasOf, createActivity, createEvent, expectError, expectOk, joinEvent, saveEvent, setInfo } from './fixtures.js';
import { hostAction, liveEvent } from './live-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function teamlessEvent() {
  const { token } = await signUpAndIn(t.app);
  const quizId = await createActivity(t.app, token, 'quiz', 'Quiz');
  const event = await createEvent(t.app, token, 'Open night');
  const saved = await saveEvent(t.app, token, event, { activities: [activityEntry(quizId, { teamsConfig: 'no_teams' })] });
  return { token, eventId: saved.id, code: saved.code };
}

describe('a player name', () => {
  it('is refused when another player of the event holds it in any case or spacing, and may be said again by its holder', async () => {
    const f = await liveEvent(t.app, 2);
    const [ann, bob] = f.players;
    // Bob (team b) wants Ann's name ('Player 1'), spelled otherwise: refused, the whole way (with a team).
    expectError(await setInfo(t.app, f.eventId, bob!.id, '  player   1 ', f.teams.b), 409, NAME_TAKEN);
    expectError(await setInfo(t.app, f.eventId, bob!.id, 'PLAYER 1', f.teams.b), 409, NAME_TAKEN);
    // Ann says her own name again, in another case: hers.
    expect(expectOk(await setInfo(t.app, f.eventId, ann!.id, 'player 1', f.teams.a)).name).toBe('player 1');
    // The same name in another event is free.
    const other = await liveEvent(t.app, 1);
    expect(expectOk(await setInfo(t.app, other.eventId, other.players[0]!.id, 'Player 1', other.teams.a)).name).toBe('Player 1');
  });

  it('goes to one phone only when a venue’s phones choose it at once (the batched path)', async () => {
    const e = await teamlessEvent();
    const phones = await Promise.all(Array.from({ length: 12 }, () => joinEvent(t.app, e.code)));
    const spellings = ['Bob', 'BOB', 'bob', ' Bob '];
    const replies = await Promise.all(phones.map((p, i) => setInfo(t.app, e.eventId, p.playerId, spellings[i % 4]!, '')));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((r) => r.status !== 200)) expectError(r, 409, NAME_TAKEN);
    // Distinct names at once all go through, in one batch or several.
    const others = await Promise.all(phones.map((p, i) => setInfo(t.app, e.eventId, p.playerId, `Guest ${i}`, '')));
    expect(others.map((r) => r.status)).toEqual(phones.map(() => 200));
  });

  it('is refused to the host’s rename when taken, and is free again once its holder is removed', async () => {
    const f = await liveEvent(t.app, 3);
    const [ann, bob, cat] = f.players;
    const rename = async (playerId: string, name: string) =>
      hostAction(t.app, f, 'rename-player', { playerId: await aliasOf(t.app, f.eventId, playerId), name });
    expectError(await rename(bob!.id, 'player 1'), 409, NAME_TAKEN);
    expectOk(await rename(bob!.id, 'Robert'));
    expectError(await setInfo(t.app, f.eventId, cat!.id, 'ROBERT', f.teams.a), 409, NAME_TAKEN);
    // Ann removed (a ban): her name is free for Cat.
    expectOk(await hostAction(t.app, f, 'remove-player', { playerId: await aliasOf(t.app, f.eventId, ann!.id) }));
    expect(expectOk(await setInfo(t.app, f.eventId, cat!.id, 'Player 1', f.teams.a)).name).toBe('Player 1');
  });
});

describe('name keys', () => {
  it('fold case, width and spacing but keep accents', () => {
    expect(nameKey('  Alice  Smith ')).toBe('alice smith');
    expect(nameKey('ＡＬＩＣＥ')).toBe('alice');
    expect(nameKey('Élodie')).not.toBe(nameKey('Elodie'));
  });

  it('are made again on import, the earlier joiner keeping a name two players of an old dump shared', () => {
    const row = (playerId: string, name: string | null, joinedAt: string, removedAt: string | null = null) => ({
      eventId: 'e1',
      playerId,
      name,
      teamId: null,
      infoSetAt: null,
      joinedAt,
      lastSeenAt: joinedAt,
      nameSetByHost: false,
      removedAt,
    });
    const keyed = withNameKeys([
      row('late', 'ALICE', '2026-01-01T10:05:00.000000Z'),
      row('early', 'Alice', '2026-01-01T10:00:00.000000Z'),
      row('gone', 'alice', '2026-01-01T09:00:00.000000Z', '2026-01-01T11:00:00.000000Z'),
      row('nameless', null, '2026-01-01T10:01:00.000000Z'),
    ]);
    expect(keyed.map((r) => [r.playerId, r.nameKey])).toEqual([
      ['late', null],
      ['early', 'alice'],
      ['gone', null],
      ['nameless', null],
    ]);
  });
});
