#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources (shared, server, client), then
// runs the server. A fresh clone needs only `npm install && npm start`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx')) visit(join(p, name));
    } else latest = Math.max(latest, s.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return latest;
}

const builtAt = (marker) => (existsSync(join(root, marker)) ? statSync(join(root, marker)).mtimeMs : 0);

const steps = [
  { name: 'shared', marker: 'shared/dist/index.js', sources: ['shared/src', 'shared/tsconfig.json'] },
  { name: 'server', marker: 'server/dist/main.js', sources: ['server/src', 'server/tsconfig.build.json', 'shared/src'] },
  {
    name: 'client',
    marker: 'client/dist/index.html',
    sources: ['client/src', 'client/index.html', 'client/vite.config.ts', 'client/public', 'shared/src'],
  },
];

for (const step of steps) {
  if (builtAt(step.marker) >= newest(step.sources)) continue;
  console.log(`npm start: building ${step.name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', step.name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
