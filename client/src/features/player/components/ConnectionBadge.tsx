import { Badge } from '../../../components/phoneKit';
import { useTranslation } from '../../../i18n/playTranslation';
import type { ConnectionState } from '../../../lib/live/useLiveConnection';

const COLOR: Record<ConnectionState, string> = { live: 'teal', connecting: 'gray', polling: 'yellow', offline: 'red' };

/** How the phone is connected; once the event has ended, that it has ended ('Live' above the end read as a live game, issue 19). */
export function ConnectionBadge({ connection, ended = false }: { connection: ConnectionState; ended?: boolean }) {
  const { t } = useTranslation();
  if (ended)
    return (
      <Badge variant="light" color="gray" size="sm" role="status">
        {t('player.connection.ended')}
      </Badge>
    );
  return (
    <Badge variant="light" color={COLOR[connection]} size="sm" role="status">
      {t(`player.connection.${connection}`)}
    </Badge>
  );
}
