// The address the big screen shows phones (as text and QR code). A screen opened as
// http://localhost:3000 must not send a room of phones to their own localhost: PUBLIC_URL wins,
// then the address the screen itself used when it is not a loopback one, then this machine's own
// network address; when only a loopback address is known the screen says so.
import { networkInterfaces } from 'node:os';
import type { JoinAddress } from '@quizfest/shared';

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1|0\.0\.0\.0)$/i;

/** Asking the system for its interfaces costs a system call per interface: asked again after this. */
const NETWORK_ADDRESS_TTL_MS = 10_000;
let known: { address: string | null; at: number } | null = null;

/** The first IPv4 address of a non-internal network interface, if any (remembered for a few seconds). */
export function networkAddress(now = Date.now()): string | null {
  if (known && now - known.at < NETWORK_ADDRESS_TTL_MS) return known.address;
  let address: string | null = null;
  search: for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family === 'IPv4' && !a.internal) {
        address = a.address;
        break search;
      }
    }
  }
  known = { address, at: now };
  return address;
}

/** `lanAddress` is asked for only when the request's own host is a loopback one. */
export function joinAddress(
  publicUrl: string | undefined,
  request: { host?: string | undefined; protocol: string },
  lanAddress: () => string | null = networkAddress,
): JoinAddress {
  if (publicUrl) return { url: publicUrl.replace(/\/+$/, ''), reachable: true };
  const host = request.host ?? 'localhost';
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host);
  const hostname = match?.[1] ?? host;
  const port = match?.[2];
  if (!LOOPBACK.test(hostname)) return { url: `${request.protocol}://${host}`, reachable: true };
  const lan = lanAddress();
  if (lan) return { url: `${request.protocol}://${lan}${port ? `:${port}` : ''}`, reachable: true };
  return { url: `${request.protocol}://${host}`, reachable: false };
}
