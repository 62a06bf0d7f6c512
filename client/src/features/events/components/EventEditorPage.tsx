import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../components/manager/EditorFrame';
import { EditorLoadState } from '../../../components/manager/EditorLoadState';
import { EditorProblem } from '../../../components/manager/EditorProblem';
import { isRecordId } from '../../../lib/isRecordId';
import { useEventEditorData } from '../api/getEventEditorData';
import { EventEditor } from './EventEditor';

export default function EventEditorPage() {
  const { t } = useTranslation('manage');
  const { id } = useSearch({ strict: false });
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/manager/events' });
  if (!id) {
    return (
      <EditorFrame backLabel={t('events.backToList')} onBack={back}>
        <EditorProblem message={t('events.noId')} />
      </EditorFrame>
    );
  }
  if (!isRecordId(id)) {
    return (
      <EditorFrame backLabel={t('events.backToList')} onBack={back}>
        <EditorProblem message={t('events.notFound')} backLabel={t('events.backToListButton')} onBack={back} />
      </EditorFrame>
    );
  }
  return <LoadedEventEditor id={id} onBack={back} />;
}

function LoadedEventEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('manage');
  const data = useEventEditorData(id);
  if (data.data) return <EventEditor key={data.data.event.id} data={data.data} onBack={onBack} />;
  return (
    <EditorLoadState
      load={data}
      backLabel={t('events.backToList')}
      onBack={onBack}
      notFound={t('events.notFound')}
      failure={t('events.loadOneFailed')}
      backToList={t('events.backToListButton')}
    />
  );
}
