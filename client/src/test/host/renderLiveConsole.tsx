// The host console as its live page holds it, for component tests: a mocked API answers each action
// (the view back by default), and the page shows whatever view the action answered with.
import type { HostView } from '@quizfest/shared';
import { useState } from 'react';
import { HostConsole } from '../../features/host/components/HostConsole';
import { mockApi } from '../mockApi';
import { renderPage } from '../renderPage';
import { EVENT_ID } from './hostView';

export const LIVE = `POST /events/${EVENT_ID}/live`;
export type Reply = { status?: number; body?: unknown };

/** Renders the console on `view`; `posted()` gives the bodies of the actions posted so far. */
export function renderLiveConsole(view: HostView, reply: (body: unknown) => Reply = () => ({ body: view })) {
  const api = mockApi({ [`GET /events/${EVENT_ID}/screen-key`]: { body: { key: 'key' } }, [LIVE]: reply });
  function Live() {
    const [shown, setShown] = useState(view);
    return (
      <HostConsole
        view={shown}
        connection="live"
        serverNow={() => Date.parse(shown.serverNow)}
        connectionError={null}
        onPosted={setShown}
        onBack={() => {}}
      />
    );
  }
  renderPage(Live, '/manager/events/live');
  return { posted: () => api.callsTo('POST', `/events/${EVENT_ID}/live`).map((call) => call.body) };
}
