import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '../../../lib/live/useLiveConnection';

const COLOR: Record<ConnectionState, string> = { live: 'teal', connecting: 'gray', polling: 'yellow', offline: 'red' };

export function ConnectionBadge({ connection }: { connection: ConnectionState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLOR[connection]} size="sm" role="status">
      {t(`player.connection.${connection}`)}
    </Badge>
  );
}
