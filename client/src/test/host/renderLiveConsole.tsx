// The host console as its live page holds it, for component tests: a mocked API answers each action
// (the view back by default), and the page shows whatever view the action answered with, or, from
// renderFixedConsole, the view it was given.
import type { HostView } from '@quizfest/shared';
import { useState } from 'react';
import { HostConsole } from '../../features/host/components/HostConsole';
import { mockApi } from '../mockApi';
import { renderPage } from '../renderPage';
import { EVENT_ID } from './hostView';

export const LIVE = `POST /events/${EVENT_ID}/live`;
export type Reply = { status?: number; body?: unknown };

function mockConsoleApi(reply: (body: unknown) => Reply) {
  const api = mockApi({ [`GET /events/${EVENT_ID}/screen-key`]: { body: { key: 'key' } }, [LIVE]: reply });
  return { posted: () => api.callsTo('POST', `/events/${EVENT_ID}/live`).map((call) => call.body) };
}

function consoleOn(view: HostView, onPosted: (next: HostView) => void) {
  return (
    <HostConsole
      view={view}
      connection="live"
      serverNow={() => Date.parse(view.serverNow)}
      connectionError={null}
      onPosted={onPosted}
      onBack={() => {}}
    />
  );
}

/** Renders the console on `view`; `posted()` gives the bodies of the actions posted so far. */
export function renderLiveConsole(view: HostView, reply: (body: unknown) => Reply = () => ({ body: view })) {
  const live = mockConsoleApi(reply);
  function Live() {
    const [shown, setShown] = useState(view);
    return consoleOn(shown, setShown);
  }
  renderPage(Live, '/manager/events/live');
  return live;
}

/**
 * As renderLiveConsole, but the page keeps showing `view` whatever an action answers: what a test
 * then sees (a dialog closing, ticks clearing) is the console's own doing, not a new view's.
 */
export function renderFixedConsole(view: HostView) {
  const live = mockConsoleApi(() => ({ body: view }));
  renderPage(() => consoleOn(view, () => {}), '/manager/events/live');
  return live;
}
