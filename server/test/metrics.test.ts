// The Prometheus metrics (README "Watching a night"), scraped over real HTTP from their own
// listener: every name is there, and a small game moves them (sockets by role, polls, the host
// action's push, the answers' commit); the public port does not serve them. On PostgreSQL, a
// second instance hears the first one's NOTIFY and measures its lag.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appConfigFromEnv, readEnv } from '../src/config.js';
import { serveMetrics, type MetricsServer } from '../src/metrics.js';
import { call } from './api-helpers.js';
import { expectOk } from './fixtures.js';
import { hostAction, liveEvent, type LiveFixture } from './live-fixtures.js';
import { closeAllClients, LiveClient } from './live-socket-client.js';
import { buildTestApp, buildTestInstances, usingPostgres, type TestApp } from './test-app.js';

const NAMES = [
  'quizfest_live_sockets',
  'quizfest_polls_total',
  'quizfest_host_action_push_seconds',
  'quizfest_answer_commit_seconds',
  'quizfest_notify_lag_seconds',
  'quizfest_event_cache_entries',
  'quizfest_image_cache_bytes',
  'quizfest_image_cache_entries',
  'quizfest_refused_total',
  // Process metrics, under their usual names: event-loop delay, CPU, memory.
  'nodejs_eventloop_lag_seconds',
  'nodejs_eventloop_lag_p99_seconds',
  'process_cpu_user_seconds_total',
  'process_resident_memory_bytes',
];

/** The value of one series in Prometheus' text format, `series` as written (`name{label="v"}`); 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

let t: TestApp;
let metrics: MetricsServer;
let base: string;

beforeAll(async () => {
  t = await buildTestApp({ metrics: { port: 0, host: '127.0.0.1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  metrics = await serveMetrics(t.app.metrics, 0, '127.0.0.1');
});
afterEach(closeAllClients);
afterAll(async () => {
  await metrics?.close();
  await t?.close();
});

async function scrape(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

async function hello(body: Record<string, unknown>): Promise<LiveClient> {
  const client = await LiveClient.connect(`${base.replace('http', 'ws')}/api/live`);
  client.send({ type: 'hello', ...body });
  return client;
}

const post = (path: string, body: unknown) =>
  fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('metrics', () => {
  it('serves every metric name on its own listener, with each role and reason from the start', async () => {
    const text = await scrape();
    for (const name of NAMES) expect(text, name).toContain(`# TYPE ${name} `);
    for (const role of ['player', 'screen', 'host']) {
      expect(text).toContain(`quizfest_live_sockets{role="${role}"} 0`);
      expect(text).toContain(`quizfest_polls_total{role="${role}"}`);
    }
    for (const reason of ['rate_limited', 'too_large', 'timeout', 'unavailable'])
      expect(text).toContain(`quizfest_refused_total{reason="${reason}"}`);
  });

  it('is not served on the public port, and the metrics listener serves nothing else', async () => {
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found: GET /metrics' });
    expect((await fetch(`${base}/api/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('moves under a game: sockets by role, polls, the host action push, the answer commit', async () => {
    const f: LiveFixture = await liveEvent(t.app, 2);
    const before = await scrape();
    const [p1, p2] = f.players;

    const player = await hello({ role: 'player', eventId: f.eventId, playerId: p1!.id });
    await player.next('player-state');
    const host = await hello({ role: 'host', eventId: f.eventId, token: f.token });
    await host.next('host-state');
    const screenId = randomUUID();
    expectOk(await call(t.app, 'POST', '/events/join-as-screen', { code: f.code, screenId }));
    const screen = await hello({ role: 'screen', eventId: f.eventId, screenId });
    await screen.next('screen-state');

    let text = await scrape();
    expect(sample(text, 'quizfest_live_sockets{role="player"}')).toBe(1);
    expect(sample(text, 'quizfest_live_sockets{role="host"}')).toBe(1);
    expect(sample(text, 'quizfest_live_sockets{role="screen"}')).toBe(1);
    expect(sample(text, 'quizfest_event_cache_entries')).toBeGreaterThanOrEqual(1);

    // The second player polls over real HTTP (the fast path, which counts its own), the screen and the host too.
    const fastPath = t.app.pollFastPath.counts.answered;
    expect((await post('/events/poll', { eventId: f.eventId, playerId: p2!.id })).status).toBe(200);
    expect(t.app.pollFastPath.counts.answered).toBe(fastPath + 1);
    expect((await post('/events/poll-as-screen', { eventId: f.eventId, screenId })).status).toBe(200);
    expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));

    const started = expectOk(await hostAction(t.app, f, 'start'));
    await player.next('player-state', (m) => m.live?.rev === started.live.rev);
    player.send({ type: 'answer', activityId: f.activityId, questionIndex: 0, answer: 2 });
    await player.next('ack');
    const revealed = expectOk(await hostAction(t.app, f, 'reveal'));
    await player.next('player-state', (m) => m.live?.rev === revealed.live.rev);

    // The push is timed once its last frame (the host's, after the phones') is handed over.
    await vi.waitFor(async () => {
      text = await scrape();
      expect(sample(text, 'quizfest_host_action_push_seconds_count')).toBeGreaterThanOrEqual(
        sample(before, 'quizfest_host_action_push_seconds_count') + 2,
      );
    });
    const moved = (series: string) => sample(text, series) - sample(before, series);
    expect(moved('quizfest_polls_total{role="player"}')).toBe(1);
    expect(moved('quizfest_polls_total{role="screen"}')).toBe(1);
    expect(moved('quizfest_polls_total{role="host"}')).toBe(1);
    expect(moved('quizfest_answer_commit_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(moved('quizfest_answer_commit_seconds_sum')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'quizfest_host_action_push_seconds_bucket{le="+Inf"}')).toBe(
      sample(text, 'quizfest_host_action_push_seconds_count'),
    );

    await closeAllClients();
    await vi.waitFor(async () => {
      text = await scrape();
      for (const role of ['player', 'screen', 'host']) expect(sample(text, `quizfest_live_sockets{role="${role}"}`)).toBe(0);
    });
  });

  it('counts refusals by reason', async () => {
    const before = sample(await scrape(), 'quizfest_refused_total{reason="too_large"}');
    const res = await post('/events/poll', { eventId: randomUUID(), playerId: randomUUID(), pad: 'x'.repeat(64 * 1024) });
    expect(res.status).toBe(413);
    expect(sample(await scrape(), 'quizfest_refused_total{reason="too_large"}')).toBe(before + 1);
  });

  it('counts open descriptors off the event loop, and lists no handle on it', async () => {
    const before = sample(await scrape(), 'process_open_fds');
    // Idle keep-alive connections to the public port: a descriptor each, at both ends in this process.
    const held = await Promise.all(
      Array.from(
        { length: 30 },
        () =>
          new Promise<Socket>((resolve) => {
            const s = connect(Number(new URL(base).port), '127.0.0.1', () => resolve(s));
          }),
      ),
    );
    const readdirSync = vi.spyOn(fs, 'readdirSync');
    const handles = vi.spyOn(process as unknown as { _getActiveHandles: () => unknown[] }, '_getActiveHandles');
    try {
      const text = await scrape();
      expect(sample(text, 'process_open_fds')).toBeGreaterThanOrEqual(before + 30);
      // Walked on the event loop, these held every push and poll ~28 ms a scrape at 5,000 phones.
      expect(readdirSync).not.toHaveBeenCalled();
      expect(handles).not.toHaveBeenCalled();
      expect(text).not.toContain('nodejs_active_handles');
      expect(text).not.toContain('nodejs_active_resources');
    } finally {
      readdirSync.mockRestore();
      handles.mockRestore();
      for (const s of held) s.destroy();
    }
  });

  it('reads METRICS_PORT and METRICS_HOST: unset serves none, 127.0.0.1 by default', () => {
    expect(appConfigFromEnv(readEnv({})).metrics).toBeUndefined();
    expect(appConfigFromEnv(readEnv({ METRICS_PORT: '' })).metrics).toBeUndefined();
    expect(appConfigFromEnv(readEnv({ METRICS_PORT: '9464' })).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(appConfigFromEnv(readEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(() => readEnv({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    expect(() => readEnv({ METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
  });
});

describe.skipIf(!usingPostgres())('metrics across instances (PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let closeAll: () => Promise<void>;

  beforeAll(async () => {
    const built = await buildTestInstances(2);
    [a, b] = built.instances as [TestApp, TestApp];
    closeAll = built.close;
  });
  afterAll(async () => closeAll?.());

  it("measures on B the lag of A's NOTIFY", async () => {
    const count = async () => sample(await b.app.metrics.text(), 'quizfest_notify_lag_seconds_count');
    const before = await count();
    const f = await liveEvent(a.app, 1);
    expectOk(await hostAction(a.app, f, 'start'));
    await vi.waitFor(async () => expect(await count()).toBeGreaterThan(before));
    // Not A's own: an instance ignores what it sent.
    expect(sample(await a.app.metrics.text(), 'quizfest_notify_lag_seconds_count')).toBe(0);
  });
});
