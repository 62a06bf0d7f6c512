// The one live-connection hook for players, screens and the host (design §4): a LiveConnection per
// target, started on mount and stopped on unmount, its snapshot as React state.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PendingAnswer } from './answerQueue';
import { LiveConnection, type LiveSnapshot } from './liveConnection';
import { type ConnectionState, type LiveStateFor, type LiveTarget, targetKey } from './liveTarget';

export type { PendingAnswer } from './answerQueue';
export type { ConnectionState, LiveStateFor, LiveTarget } from './liveTarget';

const IDLE: LiveSnapshot = { state: null, connection: 'connecting', gone: null, error: null, pending: null, answerError: null };

export function useLiveConnection<T extends LiveTarget>(
  target: T,
  options?: { enabled?: boolean },
): {
  state: LiveStateFor<T['role']> | null;
  connection: ConnectionState;
  gone: string | null;
  error: string | null;
  serverNow: () => number;
  sendAnswer: (a: PendingAnswer) => void;
  pending: PendingAnswer | null;
  answerError: string | null;
  refresh: () => void;
} {
  const enabled = options?.enabled ?? true;
  const key = targetKey(target);
  const targetRef = useRef(target);
  targetRef.current = target;
  const connectionRef = useRef<LiveConnection | null>(null);
  const [snapshot, setSnapshot] = useState<LiveSnapshot>(IDLE);

  useEffect(() => {
    if (!enabled) {
      setSnapshot(IDLE);
      return;
    }
    const connection = new LiveConnection(targetRef.current);
    connectionRef.current = connection;
    setSnapshot(connection.getSnapshot());
    const unsubscribe = connection.subscribe(setSnapshot);
    connection.start();
    return () => {
      unsubscribe();
      connection.stop();
      if (connectionRef.current === connection) connectionRef.current = null;
    };
  }, [key, enabled]);

  const serverNow = useCallback(() => connectionRef.current?.serverNow() ?? Date.now(), []);
  const sendAnswer = useCallback((answer: PendingAnswer) => connectionRef.current?.sendAnswer(answer), []);
  const refresh = useCallback(() => connectionRef.current?.refresh(), []);

  return {
    state: snapshot.state as LiveStateFor<T['role']> | null,
    connection: snapshot.connection,
    gone: snapshot.gone,
    error: snapshot.error,
    serverNow,
    sendAnswer,
    pending: snapshot.pending,
    answerError: snapshot.answerError,
    refresh,
  };
}
