// The deployment's topology (deploy/compose.yaml, issue 23) as plain processes, for a machine without
// Docker: two built server instances (`node server/dist/main.js`) over one PostgreSQL, and Debian's
// nginx in front with deploy/nginx.conf, its upstreams pointed at the two instances. Build first
// (`npm run build -w shared && npm run build -w server`).
//
//   node scripts/proxy-topology.mjs --database-url postgres://postgres@127.0.0.1:5432/quizfest
//
// prints the proxy's address and runs until Ctrl-C. Tests import `startTopology` (an instance can be
// stopped with a signal and started again on the same port, as a rolling restart does) and
// `localNginxConf` (deploy/nginx.conf rewritten to run unprivileged in a directory of its own).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';
import { serverRuntime } from './server-runtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const nginxConfPath = join(root, 'deploy', 'nginx.conf');
export const nginxPath = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/**
 * deploy/nginx.conf as a process in `dir` runs it: the upstream servers (`quizfest-a:3000`, ...) in
 * order replaced by `upstreams` (host:port), `listen` on `listen` (host:port), and the pid file, logs
 * and temporary files in `dir`. Everything else is the deployment's file as it is.
 */
export function localNginxConf(conf, { dir, listen, upstreams }) {
  let next = 0;
  const local = conf
    .replace(/^(\s*server\s+)[\w.-]+:\d+/gm, (_, prefix) => {
      const target = upstreams[next++];
      if (!target) throw new Error(`deploy/nginx.conf lists more upstream servers than the ${upstreams.length} given`);
      return `${prefix}${target}`;
    })
    .replace('worker_processes auto;', `worker_processes auto;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;`)
    .replace(/^(\s*)listen 80;/m, `$1listen ${listen};`)
    .replace(
      'http {',
      `http {\n  access_log ${dir}/access.log;\n  client_body_temp_path ${dir}/client_body;\n  proxy_temp_path ${dir}/proxy;` +
        `\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`,
    );
  if (next !== upstreams.length) throw new Error(`deploy/nginx.conf lists ${next} upstream servers, not ${upstreams.length}`);
  return local;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves once `url` answers 200, fails when `child` exits first or `timeoutMs` pass. */
async function waitReady(url, child, what, output, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output().slice(-4000)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${what} was not ready within ${timeoutMs} ms:\n${output().slice(-4000)}`);
}

/** A child process whose output is kept (the tail) and, with `echo`, passed through. */
function launch(command, args, env, echo) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (stream) => (chunk) => {
    output = (output + chunk.toString()).slice(-40_000);
    if (echo) stream.write(chunk);
  };
  child.stdout.on('data', keep(process.stdout));
  child.stderr.on('data', keep(process.stderr));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return { child, exited, output: () => output };
}

const running = (child) => child.exitCode === null && child.signalCode === null;

/**
 * Starts two instances on free ports and nginx in front of them on another.
 * Resolves with { url, instances: [{ name, port, url, stop(signal), start(), output() }], nginx, stop() }.
 * `env` is added to each instance's environment (e.g. CLIENT_DIST); `echo` passes their output through.
 */
export async function startTopology({ databaseUrl, env = {}, echo = false } = {}) {
  if (!databaseUrl) throw new Error('a PostgreSQL DATABASE_URL is required: both instances share it');
  if (!nginxPath) throw new Error('nginx is not installed (apt-get install nginx)');
  if (!existsSync(join(root, 'server/dist/main.js')))
    throw new Error('server/dist/main.js is missing: npm run build -w shared && npm run build -w server');

  const instances = [];
  for (const name of ['a', 'b']) {
    const port = await freePort();
    let proc = null;
    const instance = {
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      output: () => proc?.output() ?? '',
      isRunning: () => proc !== null && running(proc.child),
      /** Starts the instance on its port; resolves once /api/healthz answers. */
      async start() {
        if (proc && running(proc.child)) return;
        const childEnv = {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          TRUST_PROXY: '1',
          LOG_LEVEL: 'warn',
          ...env,
        };
        delete childEnv.PUBLIC_URL;
        const runtime = serverRuntime(childEnv);
        proc = launch(process.execPath, [...runtime.nodeArgs, 'server/dist/main.js'], runtime.env, echo);
        await waitReady(`${instance.url}/api/healthz`, proc.child, `instance ${name}`, proc.output);
      },
      /** Sends the signal (SIGTERM by default) and resolves with the exit code once it has exited. */
      async stop(signal = 'SIGTERM') {
        if (!proc) return 'not started';
        if (running(proc.child)) proc.child.kill(signal);
        return proc.exited;
      },
    };
    instances.push(instance);
  }

  const dir = mkdtempSync(join(tmpdir(), 'quizfest-proxy-'));
  let nginx = null;
  const stop = async () => {
    if (nginx && running(nginx.child)) nginx.child.kill('SIGQUIT');
    await Promise.all([nginx?.exited, ...instances.map((i) => i.stop('SIGTERM'))]);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all(instances.map((i) => i.start()));
    const proxyPort = await freePort();
    const conf = localNginxConf(readFileSync(nginxConfPath, 'utf8'), {
      dir,
      listen: `127.0.0.1:${proxyPort}`,
      upstreams: instances.map((i) => `127.0.0.1:${i.port}`),
    });
    writeFileSync(join(dir, 'nginx.conf'), conf);
    nginx = launch(
      nginxPath,
      ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
      process.env,
      echo,
    );
    const url = `http://127.0.0.1:${proxyPort}`;
    await waitReady(`${url}/api/healthz`, nginx.child, 'nginx', () => nginx.output() + readLog(join(dir, 'error.log')));
    return { url, instances, nginx: { dir, child: nginx.child, errorLog: () => readLog(join(dir, 'error.log')) }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const readLog = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : '');

// ---------- the command line

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf('--database-url');
  const databaseUrl = at > 0 ? process.argv[at + 1] : process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('usage: node scripts/proxy-topology.mjs --database-url postgres://… (or DATABASE_URL=…)');
    process.exit(2);
  }
  const topology = await startTopology({ databaseUrl, echo: true });
  console.log(`QuizFest behind nginx at ${topology.url}`);
  for (const i of topology.instances) console.log(`  instance ${i.name}: ${i.url}`);
  console.log('Ctrl-C stops the proxy and both instances.');
  let stopping = false;
  const quit = () => {
    if (stopping) return;
    stopping = true;
    void topology.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
}
