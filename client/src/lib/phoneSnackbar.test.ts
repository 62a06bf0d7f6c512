import { afterEach, describe, expect, it } from 'vitest';
import { clearFormError, clearSnackbars, phoneSnackbars, showError, showFormError } from './phoneSnackbar';

const messages = () => phoneSnackbars().map((s) => s.message);

describe("the player's snackbars", () => {
  afterEach(() => clearSnackbars());

  it("shows a form's error in place of its last one, and drops it once the form succeeds", () => {
    showFormError('player-join', 'Please enter your name');
    showError('You are offline');
    showFormError('player-join', 'Please select a team');
    expect(messages()).toEqual(['You are offline', 'Please select a team']);
    clearFormError('player-join');
    expect(messages()).toEqual(['You are offline']);
  });

  it('keeps one snackbar per id, and the last three at most', () => {
    showError('You were removed from this event by the host', { id: 'event-gone' });
    showError('You were removed from this event by the host', { id: 'event-gone' });
    expect(messages()).toHaveLength(1);
    for (const n of [1, 2, 3]) showError(`error ${n}`);
    expect(messages()).toEqual(['error 1', 'error 2', 'error 3']);
  });
});
