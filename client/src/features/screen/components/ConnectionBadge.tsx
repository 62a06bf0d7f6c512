// The screen's link to the server, in a corner: a quiet dot while live, a badge while the socket
// is down (the view keeps following by polls meanwhile, or holds the last view when nothing works).
import type { ConnectionState } from '../../../lib/live/useLiveConnection';
import { Badge, Box, Loader } from '@mantine/core';

const CORNER = { position: 'fixed', right: 'clamp(8px, 0.8vw, 16px)', bottom: 'clamp(8px, 0.8vw, 16px)', zIndex: 10 } as const;

export function ConnectionBadge({ connection }: { connection: ConnectionState }) {
  if (connection === 'live') {
    return (
      <Box
        role="status"
        aria-label="Connected"
        style={{ ...CORNER, width: 10, height: 10, borderRadius: '50%', background: 'var(--mantine-color-teal-6)', opacity: 0.6 }}
      />
    );
  }
  return (
    <Badge role="status" style={CORNER} color="orange" variant="filled" size="lg" leftSection={<Loader size={12} color="white" />}>
      Reconnecting…
    </Badge>
  );
}
