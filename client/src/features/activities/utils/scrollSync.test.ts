import { describe, expect, it } from 'vitest';
import { createScrollSync, type ScrollBox } from './scrollSync';

const box = (scrollTop = 0, scrollHeight = 1100, clientHeight = 100): ScrollBox => ({ scrollTop, scrollHeight, clientHeight });

describe('createScrollSync', () => {
  it('moves the other pane to the same relative position', () => {
    const onScroll = createScrollSync(() => 0);
    const right = box(0, 2100);
    onScroll('left', box(500), right);
    expect(right.scrollTop).toBe(1000);
  });

  it('ignores the echo from the pane it just moved, within the 50 ms guard only', () => {
    let now = 1000;
    const onScroll = createScrollSync(() => now);
    const left = box(500);
    const right = box();
    onScroll('left', left, right);
    expect(right.scrollTop).toBe(500);

    right.scrollTop = 200;
    now += 49;
    onScroll('right', right, left);
    expect(left.scrollTop).toBe(500);

    now += 1;
    onScroll('right', right, left);
    expect(left.scrollTop).toBe(200);
  });

  it('does not move anything when the other pane is missing or cannot scroll', () => {
    const onScroll = createScrollSync(() => 0);
    expect(() => onScroll('left', box(300), null)).not.toThrow();
    const short = box(0, 100, 100);
    onScroll('left', box(300), short);
    expect(short.scrollTop).toBe(0);
  });
});
