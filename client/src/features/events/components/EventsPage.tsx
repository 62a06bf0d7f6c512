import { useNavigate } from '@tanstack/react-router';
import { CreateByNameDialog } from '../../../components/manager/CreateByNameDialog';
import { ManagerListPage } from '../../../components/manager/ManagerListPage';
import { mutationState } from '../../../lib/manager/mutationState';
import { useCreateEvent } from '../api/createEvent';
import { useDeleteEvent } from '../api/deleteEvent';
import { useEvents } from '../api/getEvents';
import { EventsTable } from './EventsTable';

export default function EventsPage() {
  const navigate = useNavigate();
  const events = useEvents();
  const create = useCreateEvent();
  const remove = useDeleteEvent();

  return (
    <ManagerListPage
      title="My Events"
      createLabel="Create New Event"
      list={events}
      loadFailure="Failed to load events"
      empty={{ title: 'No events found', hint: 'Create your first event to get started' }}
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
          title="Create New Event"
          {...mutationState(create, 'Failed to create event')}
          onClose={close}
          // A new event joins the list rather than opening its editor (docs/PRODUCT-RULES.md#pages).
          onCreate={(name) => create.mutate(name, { onSuccess: close })}
        />
      )}
      deletion={{ title: 'Delete Event', what: 'the event', failure: 'Failed to delete event', mutation: remove }}
    />
  );
}
