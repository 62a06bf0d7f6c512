import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ActivityType } from '@quizfest/shared';
import { IconTools } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/manager/CenteredLoader';
import { EditorProblem } from '../../../components/manager/EditorProblem';
import { EditorFrame } from '../../../components/manager/EditorFrame';
import { managerErrorMessage } from '../../../lib/manager/serverErrors';
import { useActivities } from '../api/getActivities';

type Props = { type: Exclude<ActivityType, 'quiz'> };

/**
 * Draw and gallery activities can be created and listed but have no editor yet (docs/PRODUCT-RULES.md#activities leaves
 * them out); this page says so instead of showing a blank screen.
 */
export function ActivityComingSoonPage({ type }: Props) {
  const { t } = useTranslation('manage');
  const { id } = useSearch({ strict: false });
  const navigate = useNavigate();
  return (
    <EditorFrame
      backLabel={t('activities.backToList')}
      onBack={() => void navigate({ to: '/manager/activities' })}
      title={t(`activities.${type}.editorTitle`)}
    >
      {id ? <ComingSoon id={id} type={type} /> : <EditorProblem message={t(`activities.${type}.noId`)} />}
    </EditorFrame>
  );
}

function ComingSoon({ id, type }: { id: string; type: Props['type'] }) {
  const { t } = useTranslation('manage');
  // There is no endpoint for one draw or gallery activity, so the name comes from the list.
  const activities = useActivities();
  if (activities.isPending) return <CenteredLoader />;
  if (activities.error) return <EditorProblem message={managerErrorMessage(t, activities.error, t('activities.loadFailed'))} />;
  const activity = activities.data.find((a) => a.id === id && a.type === type);
  if (!activity) return <EditorProblem message={t('activities.notFound')} />;
  return (
    <Stack>
      <Title order={2} size="h3">
        {activity.name}
      </Title>
      <Alert color="blue" variant="light" icon={<IconTools />} title={t('activities.comingSoon')}>
        <Text size="sm">{t(`activities.${type}.comingSoonText`)}</Text>
      </Alert>
    </Stack>
  );
}
