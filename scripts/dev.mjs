#!/usr/bin/env node
// `npm run dev`: the server (rebuilt and restarted on change by tsx watch would add a dependency;
// instead it runs the built server) plus Vite's dev server with its proxy to /api.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn('npm', ['start'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT ?? '3000' } }),
  spawn('npm', ['run', 'dev', '-w', 'client'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));
