// Hardening headers on every response (API and client alike).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('forbids framing and MIME sniffing, and limits the referrer', async () => {
  for (const res of [await call(t.app, 'GET', '/healthz'), await call(t.app, 'GET', '/nowhere')]) {
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  }
});
