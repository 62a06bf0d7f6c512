// The screen's link to the server, in a corner: a quiet dot while live, a badge while the socket
// is down (the view keeps following by polls meanwhile, or holds the last view when nothing works).
import { Badge, Box, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '../../../lib/live/useLiveConnection';
import { Bilingual } from './Bilingual';

const CORNER = { position: 'fixed', right: 'clamp(8px, 0.8vw, 16px)', bottom: 'clamp(8px, 0.8vw, 16px)', zIndex: 10 } as const;

export function ConnectionBadge({ connection }: { connection: ConnectionState }) {
  const { t } = useTranslation('screen');
  if (connection === 'live') {
    return (
      <Box
        role="status"
        aria-label={t('connection.live')}
        style={{ ...CORNER, width: 10, height: 10, borderRadius: '50%', background: 'var(--mantine-color-teal-6)', opacity: 0.6 }}
      />
    );
  }
  return (
    <Badge
      role="status"
      style={CORNER}
      color="orange"
      variant="filled"
      size="lg"
      // Mantine's badge cuts its label to one line; both languages fit it side by side.
      styles={{ label: { overflow: 'visible' } }}
      leftSection={<Loader size={12} color="white" />}
    >
      <Bilingual text={(t) => t('connection.reconnecting')} inline secondarySize="1em" />
    </Badge>
  );
}
