// `request.network`: the client as the per-address limits count it (lib/client-network.ts). The
// address itself (`request.ip`, the proxy's view with TRUST_PROXY) stays what the logs show.
import type { FastifyInstance } from 'fastify';
import { clientNetwork } from '../lib/client-network.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** An IPv4 address, or an IPv6 address's /64: the key of every per-address limit. */
    readonly network: string;
  }
}

export function registerClientNetwork(app: FastifyInstance) {
  app.decorateRequest('network', {
    getter(this: { ip: string }) {
      return clientNetwork(this.ip);
    },
  });
}
