import type { ActivityType } from '@quizfest/shared';
import { useNavigate } from '@tanstack/react-router';
import { ManagerListPage } from '../../../components/manager/ManagerListPage';
import { useActivities } from '../api/getActivities';
import { useDeleteActivity } from '../api/deleteActivity';
import { activityEditorPath } from '../utils/activityEditorPath';
import { ActivitiesTable } from './ActivitiesTable';
import { CreateActivityDialog } from './CreateActivityDialog';

export default function ActivitiesPage() {
  const navigate = useNavigate();
  const activities = useActivities();
  const remove = useDeleteActivity();
  const openEditor = (type: ActivityType, id: string) => void navigate({ to: activityEditorPath(type), search: { id } });

  return (
    <ManagerListPage
      title="My Activities"
      createLabel="Create New Activity"
      list={activities}
      loadFailure="Failed to load activities"
      empty={{ title: 'No activities found', hint: 'Create your first activity to get started' }}
      table={(items, onDelete) => (
        <ActivitiesTable activities={items} onEdit={(activity) => openEditor(activity.type, activity.id)} onDelete={onDelete} />
      )}
      createDialog={(opened, close) => <CreateActivityDialog opened={opened} onClose={close} onCreated={openEditor} />}
      // The activity dialogs cannot be closed while busy (docs/PRODUCT-RULES.md#validation).
      deletion={{ title: 'Delete Activity', failure: 'Failed to delete activity', mutation: remove, lockWhileBusy: true }}
    />
  );
}
