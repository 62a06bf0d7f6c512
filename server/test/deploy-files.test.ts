// The deployment files (issue 23): deploy/compose.yaml and deploy/nginx.conf cannot be run here (no
// Docker on these machines), so their shape is checked instead: the services and how they wait for
// each other, each instance's environment as a configuration the server accepts, and a proxy that
// speaks WebSocket to every instance. Where nginx is installed (`.ci/run` installs it), `nginx -t`
// checks the configuration's syntax for real.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { appConfigFromEnv, readEnv } from '../src/config.js';

const deploy = fileURLToPath(new URL('../../deploy/', import.meta.url));
const compose = parse(readFileSync(join(deploy, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
const nginxConf = readFileSync(join(deploy, 'nginx.conf'), 'utf8');
type Service = {
  build?: { context: string; dockerfile: string };
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
  stop_grace_period?: string;
};

/** Compose's `${NAME:-default}` as compose resolves it with NAME unset. */
const withDefaults = (value: string) => value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');
const instances = Object.entries(compose.services).filter(([, s]) => s.build !== undefined);
const nginxPath = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

// Files, not databases: once is enough.
describe.skipIf(process.env.QF_TEST_DB === 'postgres')('deploy/compose.yaml and deploy/nginx.conf', () => {
  it('runs PostgreSQL, two QuizFest instances from the Dockerfile and nginx, each waiting for what it needs', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['postgres', 'proxy', 'quizfest-a', 'quizfest-b']);
    expect(instances.map(([name]) => name)).toEqual(['quizfest-a', 'quizfest-b']);
    for (const [, service] of instances) {
      expect(existsSync(join(deploy, service.build!.context, service.build!.dockerfile))).toBe(true);
      expect(service.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
      expect(service.healthcheck?.test.join(' ')).toContain('/api/healthz');
      // No published port: with TRUST_PROXY=1 an instance must be reachable only through the proxy.
      expect(service.ports).toBeUndefined();
      expect(service.stop_grace_period).toBeDefined();
    }
    expect(compose.services.postgres!.healthcheck?.test.join(' ')).toContain('pg_isready');
    const proxy = compose.services.proxy!;
    expect(proxy.image).toMatch(/^nginx:/);
    expect(proxy.depends_on).toEqual({ 'quizfest-a': { condition: 'service_healthy' }, 'quizfest-b': { condition: 'service_healthy' } });
    expect(proxy.volumes).toContain('./nginx.conf:/etc/nginx/nginx.conf:ro');
  });

  it("gives each instance an environment the server accepts: PostgreSQL, one trusted proxy, the public address, metrics off the proxy's port", () => {
    for (const [, service] of instances) {
      const env = Object.fromEntries(Object.entries(service.environment!).map(([k, v]) => [k, withDefaults(String(v))]));
      const config = appConfigFromEnv(readEnv(env));
      expect(readEnv(env).DATABASE_URL).toMatch(/^postgres:\/\/quizfest:[^@]+@postgres:5432\/quizfest$/);
      expect(config.trustProxy).toBe(1);
      expect(config.publicUrl).toBe('http://localhost:8080');
      expect(config.metrics).toEqual({ port: 9464, host: '0.0.0.0' });
      expect(readEnv(env).PORT).toBe(3000);
    }
  });

  it('sends every request and socket to both instances, with the headers the server trusts', () => {
    const servers = [...nginxConf.matchAll(/^\s*server\s+([\w.-]+):(\d+)\b/gm)].map((m) => `${m[1]}:${m[2]}`);
    expect(servers).toEqual(instances.map(([name]) => `${name}:3000`));
    for (const directive of [
      'proxy_pass http://quizfest;',
      'proxy_http_version 1.1;',
      'proxy_set_header Upgrade $http_upgrade;',
      'proxy_set_header Connection $connection_upgrade;',
      'proxy_set_header X-Forwarded-For $remote_addr;',
      'proxy_set_header X-Request-Id $request_id;',
      'proxy_next_upstream error timeout http_502 http_503;',
    ]) {
      expect(nginxConf).toContain(directive);
    }
    // Longer than the socket's 20 s ping, or idle sockets are cut.
    expect(Number(/proxy_read_timeout (\d+)s;/.exec(nginxConf)?.[1])).toBeGreaterThan(20);
    // The admin's import (512 MiB by default) passes.
    expect(/client_max_body_size (\d+)m;/.exec(nginxConf)?.[1]).toBe('512');
  });

  it.skipIf(!nginxPath)('is a configuration nginx accepts (nginx -t)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quizfest-nginx-'));
    try {
      // The compose network's names do not resolve here: the same file, upstreams on loopback, and
      // the pid, logs and temporary files in a directory of the test's own, as
      // scripts/proxy-topology.mjs runs it.
      const script = pathToFileURL(join(deploy, '../scripts/proxy-topology.mjs')).href;
      const { localNginxConf } = (await import(script)) as {
        localNginxConf(conf: string, o: { dir: string; listen: string; upstreams: string[] }): string;
      };
      const local = localNginxConf(nginxConf, { dir, listen: '127.0.0.1:18080', upstreams: ['127.0.0.1:3000', '127.0.0.1:3000'] });
      writeFileSync(join(dir, 'nginx.conf'), local);
      const out = execFileSync(nginxPath!, ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
      expect(out).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
