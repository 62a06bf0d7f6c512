import { LIMITS } from '@quizfest/shared';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CreateByNameDialog } from '../../../components/manager/CreateByNameDialog';
import { ManagerListPage } from '../../../components/manager/ManagerListPage';
import { mutationState } from '../../../lib/manager/mutationState';
import { useCreateEvent } from '../api/createEvent';
import { useDeleteEvent } from '../api/deleteEvent';
import { useDuplicateEvent } from '../api/duplicateEvent';
import { copyName } from '../../../lib/manager/copyName';
import { managerErrorMessage } from '../../../lib/manager/serverErrors';
import { showError, showSuccess } from '../../../lib/snackbar';
import { useEvents } from '../api/getEvents';
import { EventsTable } from './EventsTable';

export default function EventsPage() {
  const { t } = useTranslation('manage');
  const navigate = useNavigate();
  const events = useEvents();
  const create = useCreateEvent();
  const remove = useDeleteEvent();
  const duplicate = useDuplicateEvent();
  // Like a new event, the copy joins the list (newest first) rather than opening its editor.
  const duplicateEvent = (id: string, name: string) =>
    duplicate.mutate(
      { id, name: copyName(t, name) },
      {
        onSuccess: (copy) => showSuccess(t('copies.eventDuplicated', { name: copy.name })),
        onError: (error) => showError(managerErrorMessage(t, error, t('copies.eventFailed'))),
      },
    );

  return (
    <ManagerListPage
      title={t('events.title')}
      createLabel={t('events.create')}
      list={events}
      loadFailure={t('events.loadFailed')}
      empty={{ title: t('events.emptyTitle'), hint: t('events.emptyHint') }}
      table={(items, onDelete) => (
        <EventsTable
          events={items}
          onEdit={(event) => void navigate({ to: '/manager/events/editor', search: { id: event.id } })}
          onDelete={onDelete}
          onDuplicate={(event) => duplicateEvent(event.id, event.name)}
          duplicating={duplicate.isPending ? (duplicate.variables?.id ?? null) : null}
        />
      )}
      createDialog={(opened, close) => (
        <CreateByNameDialog
          opened={opened}
          title={t('events.create')}
          maxLength={LIMITS.nameMax}
          {...mutationState(create, t('events.createFailed'), t)}
          onClose={close}
          // A new event joins the list rather than opening its editor (docs/PRODUCT-RULES.md#pages).
          onCreate={(name) => create.mutate(name, { onSuccess: close })}
        />
      )}
      deletion={{ title: t('events.deleteTitle'), kind: 'event', failure: t('events.deleteFailed'), mutation: remove }}
    />
  );
}
