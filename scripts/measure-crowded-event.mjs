#!/usr/bin/env node
// Issue 9 items 9 and 10 on a running product: an event crowded with players and teams. Prints the
// size of the manager's event views, what joins past MAX_PLAYERS_PER_EVENT get, and how players and
// screens load 450 teams: the old list of ids in the URL (GET /teams/by-ids) against the event's own
// list (GET /events/{id}/teams).
//   node scripts/measure-crowded-event.mjs [--players 2000] [--teams 450]
//   MAX_PLAYERS_PER_EVENT=1000 node scripts/measure-crowded-event.mjs --players 1100
import { createHash, randomUUID } from 'node:crypto';
import { api, arg, startServer } from './measure-kit.mjs';

const players = Number(arg('players', '2000'));
const teamCount = Number(arg('teams', '450'));
const sha256 = (s) => createHash('sha256').update(s).digest('hex');

const server = await startServer();
try {
  const { base } = server;
  const account = {
    userName: 'Measure',
    emailAddress: `measure-${randomUUID().slice(0, 8)}@example.com`,
    passwordHash: sha256('secret-password'),
  };
  await api(base, 'POST', '/auth/signup', account);
  const { token } = await api(base, 'POST', '/auth/signin', { emailAddress: account.emailAddress, passwordHash: account.passwordHash });
  const { id } = await api(base, 'POST', '/events', { name: 'Crowded' }, token);
  const event = await api(base, 'GET', `/events/${id}`, undefined, token);

  const teamIds = [];
  for (let i = 0; i < teamCount; i += 25) {
    const batch = Array.from({ length: Math.min(25, teamCount - i) }, (_, j) =>
      api(base, 'POST', '/teams', { name: `Team ${i + j}` }, token),
    );
    teamIds.push(...(await Promise.all(batch)).map((t) => t.id));
  }
  await api(
    base,
    'PUT',
    `/events/${id}`,
    { name: event.name, teamIds, activities: [], startDate: event.startDate, endDate: event.endDate },
    token,
  );

  const statuses = new Map();
  for (let i = 0; i < players; i += 32) {
    const batch = Array.from({ length: Math.min(32, players - i) }, () =>
      fetch(`${base}/api/events/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: event.code, playerId: randomUUID() }),
      }),
    );
    for (const res of await Promise.all(batch)) {
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status !== 200 && statuses.get(res.status) === 1) console.log(`first ${res.status}: ${await res.text()}`);
    }
  }

  const size = async (path) => {
    const res = await fetch(`${base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
  };
  const one = await size(`/events/${id}`);
  const list = await size('/events');
  const view = await api(base, 'GET', `/events/${id}`, undefined, token);
  const byIdsUrl = `/teams/by-ids?ids=${encodeURIComponent(teamIds.join(','))}`;
  const byIds = await size(byIdsUrl);
  const eventTeams = await fetch(`${base}/api/events/${id}/teams`);
  const eventTeamsBody = await eventTeams.json();

  console.log(`joins: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}`);
  console.log(
    `GET /events/{id}: ${one.status}, ${one.bytes} bytes, players listed ${view.players.length}, playerCount ${view.playerCount}`,
  );
  console.log(`GET /events: ${list.status}, ${list.bytes} bytes`);
  console.log(`GET /teams/by-ids with ${teamIds.length} ids: URL ${byIdsUrl.length + 4} chars, status ${byIds.status}`);
  console.log(
    `GET /events/{id}/teams: URL ${`/api/events/${id}/teams`.length} chars, status ${eventTeams.status}, ${eventTeamsBody.length} teams`,
  );
} finally {
  await server.stop();
}
