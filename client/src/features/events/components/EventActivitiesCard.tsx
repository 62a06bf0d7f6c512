import { Button, Stack, Text } from '@mantine/core';
import type { ActivitySummary, EventActivity } from '@quizfest/shared';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/manager/SectionCard';
import { newEventActivity } from '../utils/newEventActivity';
import { EventActivityEntry } from './EventActivityEntry';

type Props = { entries: EventActivity[]; activities: ActivitySummary[]; onChange: (entries: EventActivity[]) => void };

/** The event's running order; removing an entry only takes effect on save (docs/PRODUCT-RULES.md#editors). */
export function EventActivitiesCard({ entries, activities, onChange }: Props) {
  const { t } = useTranslation('manage');
  return (
    <SectionCard
      title={t('events.activitiesTitle', { count: entries.length })}
      action={
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => onChange([...entries, newEventActivity(entries)])}>
          {t('events.addActivity')}
        </Button>
      }
    >
      {entries.length === 0 ? (
        <Text c="dimmed">{t('events.noActivities')}</Text>
      ) : (
        <Stack>
          {entries.map((entry, index) => (
            <EventActivityEntry
              key={entry.id}
              number={index + 1}
              entry={entry}
              activities={activities}
              onChange={(changed) => onChange(entries.map((e, i) => (i === index ? changed : e)))}
              onRemove={() => onChange(entries.filter((_, i) => i !== index))}
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
