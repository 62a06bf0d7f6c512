import { describe, expect, it } from 'vitest';
import { hostView } from '../../../test/host/hostView';
import { currentView } from './currentView';

const atRev = (rev: number) => {
  const view = hostView('lobby');
  return { ...view, live: { ...view.live, rev } };
};

describe('currentView', () => {
  it("shows an action's answer at once, over the socket's older view", () => {
    const socket = atRev(7);
    const answer = atRev(8);
    expect(currentView(socket, { view: answer, socketAt: socket })).toBe(answer);
    expect(currentView(null, { view: answer, socketAt: null })).toBe(answer);
  });

  it('goes back to the socket once it brings the same revision or a newer one', () => {
    const before = atRev(7);
    const answer = atRev(8);
    const pushed = atRev(8);
    expect(currentView(pushed, { view: answer, socketAt: before })).toBe(pushed);
    expect(currentView(atRev(9), { view: answer, socketAt: before })).toEqual(atRev(9));
  });

  it("keeps the answer while the socket's view is older, even when it changed since (counts)", () => {
    const answer = atRev(8);
    const counted = atRev(7);
    expect(currentView(counted, { view: answer, socketAt: atRev(7) })).toBe(answer);
  });

  it('keeps an answer of the same revision until the socket pushes something', () => {
    const socket = atRev(8);
    const answer = atRev(8);
    expect(currentView(socket, { view: answer, socketAt: socket })).toBe(answer);
  });

  it('is the socket view when nothing was posted', () => {
    const socket = atRev(3);
    expect(currentView(socket, null)).toBe(socket);
    expect(currentView(null, null)).toBeNull();
  });
});
