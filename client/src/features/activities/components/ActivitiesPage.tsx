import type { ActivityType } from '@quizfest/shared';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ManagerListPage } from '../../../components/manager/ManagerListPage';
import { useActivities } from '../api/getActivities';
import { useDeleteActivity } from '../api/deleteActivity';
import { useDuplicateQuiz } from '../api/duplicateQuiz';
import { copyName } from '../../../lib/manager/copyName';
import { managerErrorMessage } from '../../../lib/manager/serverErrors';
import { showError, showSuccess } from '../../../lib/snackbar';
import { activityEditorPath } from '../utils/activityEditorPath';
import { ActivitiesTable } from './ActivitiesTable';
import { CreateActivityDialog } from './CreateActivityDialog';

export default function ActivitiesPage() {
  const { t } = useTranslation('manage');
  const navigate = useNavigate();
  const activities = useActivities();
  const remove = useDeleteActivity();
  const duplicate = useDuplicateQuiz();
  // The copy joins the list (newest change first, so at the top) rather than opening its editor.
  const duplicateQuiz = (id: string, name: string) =>
    duplicate.mutate(
      { id, name: copyName(t, name) },
      {
        onSuccess: (copy) => showSuccess(t('copies.quizDuplicated', { name: copy.name })),
        onError: (error) => showError(managerErrorMessage(t, error, t('copies.quizFailed'))),
      },
    );
  const openEditor = (type: ActivityType, id: string) => void navigate({ to: activityEditorPath(type), search: { id } });

  return (
    <ManagerListPage
      title={t('activities.title')}
      createLabel={t('activities.create')}
      list={activities}
      loadFailure={t('activities.loadFailed')}
      empty={{ title: t('activities.emptyTitle'), hint: t('activities.emptyHint') }}
      table={(items, onDelete) => (
        <ActivitiesTable
          activities={items}
          onEdit={(activity) => openEditor(activity.type, activity.id)}
          onDelete={onDelete}
          onDuplicate={(activity) => duplicateQuiz(activity.id, activity.name)}
          duplicating={duplicate.isPending ? (duplicate.variables?.id ?? null) : null}
        />
      )}
      createDialog={(opened, close) => <CreateActivityDialog opened={opened} onClose={close} onCreated={openEditor} />}
      // The activity dialogs cannot be closed while busy (docs/PRODUCT-RULES.md#validation).
      deletion={{
        title: t('activities.deleteTitle'),
        kind: 'activity',
        failure: t('activities.deleteFailed'),
        mutation: remove,
        lockWhileBusy: true,
      }}
    />
  );
}
