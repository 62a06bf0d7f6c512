// A request's id in the logs (issue 23): behind a proxy (TRUST_PROXY set), the X-Request-Id the proxy
// gives each request (deploy/nginx.conf), so one request is followed from the proxy's log to the
// instance's; otherwise, or when the header is no short plain token, an id of the server's own.
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { testConfig } from './test-app.js';

type Line = { reqId?: string; msg: string; req?: { url: string } };
const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function logged(config: Partial<AppConfig>, headers: Record<string, string>): Promise<string[]> {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({ database, config: testConfig({ ...config, logLevel: 'info' }), logger: { level: 'info', stream } });
  apps.push(app, database);
  // Not /api/healthz, which logs only warnings: any other path, here one that names nothing.
  await app.inject({ method: 'GET', url: '/api/events/by-code/ZZZZ', headers });
  return lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed').map((l) => l.reqId ?? '');
}

describe('request ids in the logs', () => {
  it("takes the proxy's X-Request-Id behind a trusted proxy, on the request's every line", async () => {
    const ids = await logged({ trustProxy: 1 }, { 'x-request-id': 'f3a9c2d4e5b60718293a4b5c6d7e8f90' });
    expect(ids).toEqual(['f3a9c2d4e5b60718293a4b5c6d7e8f90', 'f3a9c2d4e5b60718293a4b5c6d7e8f90']);
  });

  it('makes its own without a trusted proxy, whatever the client sends', async () => {
    const ids = await logged({ trustProxy: false }, { 'x-request-id': 'chosen-by-client' });
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe('chosen-by-client');
    expect(ids[0]).toMatch(/^req-/);
  });

  it('makes its own for an id that is not a short plain token', async () => {
    for (const bad of ['x'.repeat(65), 'two words', 'line\\nbreak', '']) {
      const [id] = await logged({ trustProxy: 1 }, { 'x-request-id': bad });
      expect(id).toMatch(/^req-/);
    }
  });
});
