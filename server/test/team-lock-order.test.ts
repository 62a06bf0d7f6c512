// Writers that lock an event row and team rows take them in one order: the event first. A player
// moving to another team holds the event row (so the game cannot start meanwhile), then the teams;
// the owner's save dropping a team, or deleting the event, used to lock the teams first, then the
// event row: racing, they waited on each other and the requests never answered (the test timed out
// 2 runs of 2 before the fix).
import { describe, expect, it } from 'vitest';
import { call } from './api-helpers.js';
import { expectOk, putEvent, setInfo } from './fixtures.js';
import { liveEvent } from './live-fixtures.js';
import { buildTestApp, usingPostgres } from './test-app.js';

describe.runIf(usingPostgres())('an owner saving the event while its players change team', () => {
  it('never deadlocks: every team change and every save ends in an answer below 500', async () => {
    const t = await buildTestApp();
    try {
      const statuses: number[] = [];
      for (let round = 0; round < 15; round++) {
        const f = await liveEvent(t.app, 6);
        const event = expectOk(await call(t.app, 'GET', `/events/${f.eventId}`, undefined, f.token));
        // Everyone in team a moves to team b while the owner drops team a, then team b.
        const moves = f.players.map((p) => setInfo(t.app, f.eventId, p.id, p.name, p.teamId === f.teams.a ? f.teams.b : f.teams.a));
        const saves = [
          putEvent(t.app, f.token, event, { teamIds: [f.teams.b] }),
          putEvent(t.app, f.token, event, { teamIds: [f.teams.a] }),
        ];
        const answers = await Promise.all([...moves, ...saves]);
        statuses.push(...answers.map((r) => r.status));
      }
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
