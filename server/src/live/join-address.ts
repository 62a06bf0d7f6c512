// The address the big screen shows phones (as text and QR code). A screen opened as
// http://localhost:3000 must not send a room of phones to their own localhost: PUBLIC_URL wins,
// then the address the screen itself used when it is not a loopback one, then this machine's own
// network address; when only a loopback address is known the screen says so.
import { networkInterfaces } from 'node:os';
import type { JoinAddress } from '@quizfest/shared';

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1|0\.0\.0\.0)$/i;

/** The first IPv4 address of a non-internal network interface, if any. */
export function networkAddress(): string | null {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return null;
}

export function joinAddress(publicUrl: string | undefined, request: { host?: string | undefined; protocol: string }, lanAddress = networkAddress()): JoinAddress {
  if (publicUrl) return { url: publicUrl.replace(/\/+$/, ''), reachable: true };
  const host = request.host ?? 'localhost';
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host);
  const hostname = match?.[1] ?? host;
  const port = match?.[2];
  if (!LOOPBACK.test(hostname)) return { url: `${request.protocol}://${host}`, reachable: true };
  if (lanAddress) return { url: `${request.protocol}://${lanAddress}${port ? `:${port}` : ''}`, reachable: true };
  return { url: `${request.protocol}://${host}`, reachable: false };
}
