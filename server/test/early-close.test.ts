// The early close's walk (docs/PRODUCT-RULES.md#live-phases): a question may close once every
// connected named player has answered; the player found waiting last time is tried first.
import { describe, expect, it } from 'vitest';
import type { CachedEvent } from '../src/events/cached-event.js';
import { waitingPlayer } from '../src/live/early-close.js';

/** The parts of a cached event the walk reads: the roster, who is named, and the current answers. */
function room(named: string[], unnamed: string[], answered: string[]): CachedEvent {
  const players = new Map([...named, ...unnamed].map((id) => [id, { playerId: id, name: named.includes(id) ? id : null }]));
  return {
    players,
    named: named.map((id) => ({ playerId: id, name: id, teamId: null })),
    currentAnswers: new Map(answered.map((id) => [id, { answer: '1', correct: true, points: 900 }])),
  } as unknown as CachedEvent;
}

const connected = (...ids: string[]) => {
  const asked: string[] = [];
  return { asked, isConnected: (id: string) => (asked.push(id), ids.includes(id)) };
};

describe('waitingPlayer', () => {
  it('finds a connected named player who has not answered, and none once all connected have', () => {
    const c = connected('a', 'b', 'c');
    expect(waitingPlayer(room(['a', 'b', 'c', 'd'], [], ['a']), c.isConnected, null)).toEqual({ waiting: 'b', anyConnected: true });
    // d is not connected and has not answered: it does not hold the question open.
    expect(waitingPlayer(room(['a', 'b', 'c', 'd'], [], ['a', 'b', 'c']), c.isConnected, null)).toEqual({
      waiting: null,
      anyConnected: true,
    });
  });

  it('says when nobody connected played, so an empty room does not close the question', () => {
    expect(waitingPlayer(room(['a', 'b'], [], ['a']), connected().isConnected, null)).toEqual({ waiting: null, anyConnected: false });
  });

  it('lets a connected player who never gave a name not hold the question open', () => {
    expect(waitingPlayer(room(['a'], ['x'], ['a']), connected('a', 'x').isConnected, null)).toEqual({ waiting: null, anyConnected: true });
  });

  it('tries the hint first and stops there while it is still waiting', () => {
    const c = connected('a', 'b', 'c');
    expect(waitingPlayer(room(['a', 'b', 'c'], [], []), c.isConnected, 'c')).toEqual({ waiting: 'c', anyConnected: true });
    expect(c.asked).toEqual(['c']);
  });

  it('walks the room when the hint has answered, left, or is gone from the event', () => {
    const e = room(['a', 'b', 'c'], [], ['c']);
    expect(waitingPlayer(e, connected('a', 'b', 'c').isConnected, 'c')).toEqual({ waiting: 'a', anyConnected: true });
    expect(waitingPlayer(e, connected('b').isConnected, 'a')).toEqual({ waiting: 'b', anyConnected: true });
    expect(waitingPlayer(e, connected('a', 'b', 'c').isConnected, 'removed')).toEqual({ waiting: 'a', anyConnected: true });
  });
});
