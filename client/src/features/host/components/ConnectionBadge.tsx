import { Badge } from '@mantine/core';
import type { ConnectionState } from '../../../lib/live/useLiveConnection';

const LOOK: Record<ConnectionState, { color: string; label: string }> = {
  live: { color: 'green', label: 'Live' },
  connecting: { color: 'yellow', label: 'Connecting…' },
  polling: { color: 'orange', label: 'Reconnecting (polling)' },
  offline: { color: 'red', label: 'Offline' },
};

/** Whether what the console shows is current: the operator must know when it may be stale. */
export function ConnectionBadge({ connection }: { connection: ConnectionState }) {
  const { color, label } = LOOK[connection];
  return (
    <Badge color={color} variant="dot" size="lg" aria-label={`Connection: ${label}`}>
      {label}
    </Badge>
  );
}
