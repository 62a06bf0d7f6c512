import type { HostView } from '@quizfest/shared';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/manager/CenteredLoader';
import { EditorFrame } from '../../../components/manager/EditorFrame';
import { EditorProblem } from '../../../components/manager/EditorProblem';
import { useLiveConnection } from '../../../lib/live/useLiveConnection';
import { useHostErrorMessage } from '../i18n/hostErrors';
import { currentView, type PostedView } from '../utils/currentView';
import { HostConsole } from './HostConsole';

export default function HostConsolePage() {
  const { t } = useTranslation('host');
  const { id } = useSearch({ strict: false });
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/manager/events' });
  if (!id) {
    return (
      <EditorFrame backLabel={t('back')} onBack={back}>
        <EditorProblem message={t('noEventId')} />
      </EditorFrame>
    );
  }
  return <LiveHostConsole key={id} eventId={id} onBack={back} />;
}

function LiveHostConsole({ eventId, onBack }: { eventId: string; onBack: () => void }) {
  const { t } = useTranslation('host');
  const errorMessage = useHostErrorMessage();
  const live = useLiveConnection({ role: 'host', eventId });
  const [posted, setPosted] = useState<PostedView | null>(null);
  // The socket's view when an action's answer arrives, read then rather than when it was sent.
  const socketView = useRef<HostView | null>(null);
  socketView.current = live.state;
  const view = currentView(live.state, posted);

  if (live.gone || (!view && live.error)) {
    return (
      <EditorFrame backLabel={t('back')} onBack={onBack}>
        <EditorProblem message={errorMessage(live.gone ?? live.error ?? '')} backLabel={t('backToEvents')} onBack={onBack} />
      </EditorFrame>
    );
  }
  if (!view) {
    return (
      <EditorFrame backLabel={t('back')} onBack={onBack}>
        <CenteredLoader />
      </EditorFrame>
    );
  }
  return (
    <HostConsole
      view={view}
      connection={live.connection}
      serverNow={live.serverNow}
      connectionError={live.error}
      onPosted={(next) => setPosted({ view: next, socketAt: socketView.current })}
      onBack={onBack}
    />
  );
}
