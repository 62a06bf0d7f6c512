import { Badge } from '@mantine/core';
import type { ConnectionState } from '../../../lib/live/useLiveConnection';

const LOOK: Record<ConnectionState, { label: string; color: string }> = {
  live: { label: 'Live', color: 'teal' },
  connecting: { label: 'Connecting…', color: 'gray' },
  polling: { label: 'Reconnecting…', color: 'yellow' },
  offline: { label: 'Offline', color: 'red' },
};

export function ConnectionBadge({ connection }: { connection: ConnectionState }) {
  const { label, color } = LOOK[connection];
  return (
    <Badge variant="light" color={color} size="sm" role="status">
      {label}
    </Badge>
  );
}
