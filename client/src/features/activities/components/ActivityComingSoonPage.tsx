import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ActivityType } from '@quizfest/shared';
import { IconTools } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { CenteredLoader } from '../../../components/manager/CenteredLoader';
import { EditorProblem } from '../../../components/manager/EditorProblem';
import { EditorFrame } from '../../../components/manager/EditorFrame';
import { errorMessage } from '../../../lib/errorMessage';
import { useActivities } from '../api/getActivities';
import { ACTIVITY_TYPE_LABELS } from '../utils/activityTypeLabels';

type Props = { type: Exclude<ActivityType, 'quiz'> };

/**
 * Draw and gallery activities can be created and listed but have no editor yet (docs/PRODUCT-RULES.md#activities leaves
 * them out); this page says so instead of showing a blank screen.
 */
export function ActivityComingSoonPage({ type }: Props) {
  const { id } = useSearch({ strict: false });
  const navigate = useNavigate();
  const label = ACTIVITY_TYPE_LABELS[type];
  return (
    <EditorFrame backLabel="Back to activities" onBack={() => void navigate({ to: '/manager/activities' })} title={`${label} editor`}>
      {id ? <ComingSoon id={id} type={type} /> : <EditorProblem message={`No ${type} activity ID provided`} />}
    </EditorFrame>
  );
}

function ComingSoon({ id, type }: { id: string; type: Props['type'] }) {
  // There is no endpoint for one draw or gallery activity, so the name comes from the list.
  const activities = useActivities();
  if (activities.isPending) return <CenteredLoader />;
  if (activities.error) return <EditorProblem message={errorMessage(activities.error, 'Failed to load activities')} />;
  const activity = activities.data.find((a) => a.id === id && a.type === type);
  if (!activity) return <EditorProblem message="Activity not found" />;
  return (
    <Stack>
      <Title order={2} size="h3">
        {activity.name}
      </Title>
      <Alert color="blue" variant="light" icon={<IconTools />} title="Coming soon">
        <Text size="sm">
          The {type} activity editor is coming. You can already add this activity to an event; its content cannot be edited yet.
        </Text>
      </Alert>
    </Stack>
  );
}
