import { useNavigate, useSearch } from '@tanstack/react-router';
import { EditorFrame } from '../../../components/manager/EditorFrame';
import { EditorLoadState } from '../../../components/manager/EditorLoadState';
import { EditorProblem } from '../../../components/manager/EditorProblem';
import { isRecordId } from '../../../lib/isRecordId';
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
  if (!isRecordId(id)) {
    return (
      <EditorFrame backLabel="Back to events" onBack={back}>
        <EditorProblem message="Event not found" backLabel="Back to Events" onBack={back} />
      </EditorFrame>
    );
  }
  return <LoadedEventEditor id={id} onBack={back} />;
}

function LoadedEventEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const data = useEventEditorData(id);
  if (data.data) return <EventEditor key={data.data.event.id} data={data.data} onBack={onBack} />;
  return (
    <EditorLoadState
      load={data}
      backLabel="Back to events"
      onBack={onBack}
      notFound="Event not found"
      failure="Failed to load event"
      backToList="Back to Events"
    />
  );
}
