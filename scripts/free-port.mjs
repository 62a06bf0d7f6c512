// A TCP port free on 127.0.0.1 at this moment (the kernel's pick, released at once), for the tools
// that start a server on a port of their own: scripts/proxy-topology.mjs and the bench.
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
