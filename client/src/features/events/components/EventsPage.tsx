import { LIMITS } from '@quizfest/shared';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CreateByNameDialog } from '../../../components/manager/CreateByNameDialog';
import { ManagerListPage } from '../../../components/manager/ManagerListPage';
import { mutationState } from '../../../lib/manager/mutationState';
import { useCreateEvent } from '../api/createEvent';
import { useDeleteEvent } from '../api/deleteEvent';
import { useEvents } from '../api/getEvents';
import { EventsTable } from './EventsTable';

export default function EventsPage() {
  const { t } = useTranslation('manage');
  const navigate = useNavigate();
  const events = useEvents();
  const create = useCreateEvent();
  const remove = useDeleteEvent();

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
