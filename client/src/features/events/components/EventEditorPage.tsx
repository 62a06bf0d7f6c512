import { useNavigate, useSearch } from '@tanstack/react-router';
import { CenteredLoader } from '../../../components/manager/CenteredLoader';
import { EditorFrame } from '../../../components/manager/EditorFrame';
import { EditorProblem } from '../../../components/manager/EditorProblem';
import { errorMessage } from '../../../components/manager/errorMessage';
import { isNotFound } from '../../../components/manager/isNotFound';
import { useEventEditorData } from '../api/getEventEditorData';
import { EventEditor } from './EventEditor';

export default function EventEditorPage() {
  const { id } = useSearch({ strict: false });
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/manager/events' });
  if (!id) {
    return (
      <EditorFrame backLabel="Back to events" onBack={back}>
        <EditorProblem message="No event ID provided" />
      </EditorFrame>
    );
  }
  return <LoadedEventEditor id={id} onBack={back} />;
}

function LoadedEventEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const data = useEventEditorData(id);
  if (data.data) return <EventEditor key={data.data.event.id} data={data.data} onBack={onBack} />;
  return (
    <EditorFrame backLabel="Back to events" onBack={onBack}>
      {data.isPending ? (
        <CenteredLoader />
      ) : (
        <EditorProblem
          message={isNotFound(data.error) ? 'Event not found' : errorMessage(data.error, 'Failed to load event')}
          backLabel="Back to Events"
          onBack={onBack}
        />
      )}
    </EditorFrame>
  );
}
