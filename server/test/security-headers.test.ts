// Hardening headers on every response (API and client alike), and no caching of API answers
// (issue 9, item 15), checked over the server's own route table so a new route cannot forget it.
import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sha256, signUpAndIn } from './api-helpers.js';
import { createEvent, joinEvent } from './fixtures.js';
import { isPrivateApiPath } from '../src/plugins/cache-control.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  t = await buildTestApp({}, { onRoute: (route) => void routes.push(route) });
});
afterAll(() => t.close());

it('forbids framing and MIME sniffing, and limits the referrer', async () => {
  for (const res of [await call(t.app, 'GET', '/healthz'), await call(t.app, 'GET', '/nowhere')]) {
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  }
});

it('sends the whole hardening set, no CSP and no X-Powered-By, on answers, refusals and polls alike', async () => {
  const expected = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'cross-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  const { token } = await signUpAndIn(t.app);
  const event = await createEvent(t.app, token);
  const { playerId } = await joinEvent(t.app, event.code);
  const answers = [
    await call(t.app, 'POST', '/events/poll', { eventId: event.id, playerId }),
    await call(t.app, 'POST', '/events/poll', { eventId: randomUUID(), playerId }),
    await call(t.app, 'POST', '/events/join', { code: '!' }),
    await call(t.app, 'GET', '/events'),
  ];
  expect(answers.map((res) => res.status)).toEqual([200, 404, 400, 401]);
  for (const res of answers) {
    expect(res.headers).toMatchObject(expected);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  }
});

describe('Cache-Control: no-store', () => {
  /** A concrete URL for a route's path: every parameter given a value of the right shape. */
  const concrete = (url: string) =>
    url
      .replace(':fileName', `${randomUUID()}.png`)
      .replace(':type', 'quiz')
      .replace(/:[A-Za-z]+/g, () => randomUUID());

  it('is on every answer of every /api route, to anyone, whatever the outcome', async () => {
    const { token } = await signUpAndIn(t.app);
    const api = routes.filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs'));
    expect(api.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const route of api) {
      for (const method of [route.method].flat()) {
        for (const who of [undefined, token]) {
          const res = await t.app.inject({
            method: method as 'GET',
            url: concrete(route.url),
            headers: who ? { authorization: `Bearer ${who}` } : {},
            ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
          });
          if (res.headers['cache-control'] !== 'no-store') {
            missing.push(`${method} ${route.url} (${who ? 'manager' : 'anonymous'}): ${res.statusCode} ${res.headers['cache-control']}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('is on the answers that hold tokens or private data', async () => {
    const admin = await signUpAndIn(t.app, 'admin');
    const manager = await signUpAndIn(t.app);
    const event = await createEvent(t.app, manager.token);
    const { playerId } = await joinEvent(t.app, event.code);
    const answers = [
      await call(t.app, 'POST', '/auth/signin', { emailAddress: manager.emailAddress, passwordHash: sha256(manager.password) }),
      await call(t.app, 'POST', '/auth/refresh', { refreshToken: manager.refreshToken }),
      await call(t.app, 'GET', '/auth/me', undefined, manager.token),
      await call(t.app, 'GET', '/events', undefined, manager.token),
      await call(t.app, 'GET', `/events/${event.id}`, undefined, manager.token),
      await call(t.app, 'POST', '/events/poll', { eventId: event.id, playerId }),
      await call(t.app, 'GET', '/admin/database-dump', undefined, admin.token),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not on uploaded images, which keep their long caching, nor on the public API documents', async () => {
    const { token } = await signUpAndIn(t.app);
    const gif = Buffer.from('47494638396101000100800000ffffff0000002c00000000010001000002024401003b', 'hex');
    const form = new FormData();
    form.append('file', new Blob([gif], { type: 'image/gif' }), 'a.gif');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(uploaded.headers['cache-control']).toBe('no-store');
    const image = await call(t.app, 'GET', `/upload/${uploaded.json().fileName}`);
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['cache-control']).not.toBe('no-store');
  });

  it('reads a URL as /api or below it, the documents left out, whatever its query', () => {
    const privatePaths = ['/api', '/api?x=1', '/api/', '/api/events', '/api/events?ids=a,b', '/api/docsx', '/api/documents', '/api/x/docs'];
    const otherPaths = ['/', '/apix', '/apiary/x', '/player', '/api/docs', '/api/docs/', '/api/docs/json', '/api/docs?x', '/upload/a.png'];
    expect(privatePaths.filter((url) => !isPrivateApiPath(url))).toEqual([]);
    expect(otherPaths.filter((url) => isPrivateApiPath(url))).toEqual([]);
  });
});
