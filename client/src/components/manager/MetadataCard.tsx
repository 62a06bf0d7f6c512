import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/manager/formatDates';
import { SectionCard } from './SectionCard';

type RecordFacts = { id: string; ownerId: string; createdAt: string; updatedAt: string };
type Props = { title: string; idLabel: string; record: RecordFacts };

/** Read-only facts about a team or an event: its ids and timestamps. */
export function MetadataCard({ title, idLabel, record }: Props) {
  const { t } = useTranslation('manage');
  const rows = [
    { label: idLabel, value: record.id, mono: true },
    { label: t('common.ownerId'), value: record.ownerId, mono: true },
    { label: t('common.created'), value: formatDateTime(record.createdAt), mono: false },
    { label: t('common.updated'), value: formatDateTime(record.updatedAt), mono: false },
  ];
  return (
    <SectionCard title={title}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {rows.map((row) => (
          <div key={row.label}>
            <Text size="sm" c="dimmed">
              {row.label}
            </Text>
            <Text size="sm" {...(row.mono ? { ff: 'monospace', style: { wordBreak: 'break-all' } } : {})}>
              {row.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
