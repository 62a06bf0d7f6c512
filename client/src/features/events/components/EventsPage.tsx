import { Button, Container, Paper, Stack } from '@mantine/core';
import type { Event } from '@quizfest/shared';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CenteredLoader } from '../../../components/manager/CenteredLoader';
import { CreateByNameDialog } from '../../../components/manager/CreateByNameDialog';
import { DeleteConfirmDialog } from '../../../components/manager/DeleteConfirmDialog';
import { EmptyListState } from '../../../components/manager/EmptyListState';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';
import { errorMessage } from '../../../components/manager/errorMessage';
import { FloatingAddButton } from '../../../components/manager/FloatingAddButton';
import { ManagerPageHeader } from '../../../components/manager/ManagerPageHeader';
import { useDismissibleError } from '../../../components/manager/useDismissibleError';
import { useCreateEvent } from '../api/createEvent';
import { useDeleteEvent } from '../api/deleteEvent';
import { useEvents } from '../api/getEvents';
import { EventsTable } from './EventsTable';

export default function EventsPage() {
  const navigate = useNavigate();
  const events = useEvents();
  const loadError = useDismissibleError(events.error, 'Failed to load events');
  const create = useCreateEvent();
  const remove = useDeleteEvent();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Event | null>(null);

  const openEditor = (id: string) => void navigate({ to: '/manager/events/editor', search: { id } });
  const closeCreate = () => {
    create.reset();
    setCreating(false);
  };
  const cancelDelete = () => {
    remove.reset();
    setDeleting(null);
  };

  return (
    <Container size="xl" py="lg">
      <Stack>
        <ManagerPageHeader
          title="My Events"
          createButton={
            <Button visibleFrom="sm" leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
              Create New Event
            </Button>
          }
        />
        <ErrorAlert message={loadError.message} onClose={loadError.dismiss} />
        {events.isPending ? (
          <CenteredLoader />
        ) : events.data?.length ? (
          <Paper withBorder p="md">
            <EventsTable events={events.data} onEdit={(event) => openEditor(event.id)} onDelete={setDeleting} />
          </Paper>
        ) : events.data ? (
          <EmptyListState title="No events found" hint="Create your first event to get started" />
        ) : null}
      </Stack>
      <FloatingAddButton label="Create New Event" onClick={() => setCreating(true)} />
      <CreateByNameDialog
        opened={creating}
        title="Create New Event"
        busy={create.isPending}
        error={create.error ? errorMessage(create.error, 'Failed to create event') : null}
        onDismissError={create.reset}
        onClose={closeCreate}
        // Unlike activities and teams, spec §2 does not send a new event to its editor: it joins the list.
        onCreate={(name) => create.mutate(name, { onSuccess: closeCreate })}
      />
      <DeleteConfirmDialog
        target={deleting}
        title="Delete Event"
        what="the event"
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error, 'Failed to delete event') : null}
        onDismissError={remove.reset}
        onCancel={cancelDelete}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Container>
  );
}
