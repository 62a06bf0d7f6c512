import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '../../../lib/live/useLiveConnection';

const COLOR: Record<ConnectionState, string> = { live: 'green', connecting: 'yellow', polling: 'orange', offline: 'red' };

/** Whether what the console shows is current: the operator must know when it may be stale. */
export function ConnectionBadge({ connection }: { connection: ConnectionState }) {
  const { t } = useTranslation('host');
  const label = t(`connection.${connection}`);
  return (
    <Badge color={COLOR[connection]} variant="dot" size="lg" aria-label={t('connection.label', { state: label })}>
      {label}
    </Badge>
  );
}
