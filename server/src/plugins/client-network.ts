// `request.network`: the client as the per-address limits count it (lib/client-network.ts). The
// address itself (`request.ip`, the proxy's view with TRUST_PROXY) stays what the logs show.
import type { FastifyInstance } from 'fastify';
import { clientNetwork } from '../lib/client-network.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** An IPv4 address, or an IPv6 address's /64: the key of every per-address limit. */
    readonly network: string;
    /** `network` once read: a join reads it several times, and behind a proxy each read of `ip` parses X-Forwarded-For's addresses again. */
    networkRead: string | null;
  }
}

export function registerClientNetwork(app: FastifyInstance) {
  // Declared with a value, so that every request object has it from the start (one shape for V8).
  app.decorateRequest('networkRead', null);
  app.decorateRequest('network', {
    getter(this: { ip: string; networkRead: string | null }) {
      return (this.networkRead ??= clientNetwork(this.ip));
    },
  });
}
