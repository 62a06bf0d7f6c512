// The image address each device asks for: the server's next width up from what it shows, web
// addresses untouched.
import { IMAGE_WIDTHS } from '@quizfest/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageWidthFor, questionImageUrl, useQuestionImage } from './questionImageUrl';

function device(innerWidth: number, devicePixelRatio: number | undefined) {
  vi.stubGlobal('innerWidth', innerWidth);
  vi.stubGlobal('devicePixelRatio', devicePixelRatio);
}

afterEach(() => vi.unstubAllGlobals());

describe('imageWidthFor', () => {
  it.each([
    [1, 320],
    [320, 320],
    [321, 640],
    [780, 960],
    [960, 960],
    [1170, 1280],
    [1921, 1920],
    [3840, 1920],
  ])('%i device px -> %i', (px, width) => {
    expect(imageWidthFor(px)).toBe(width);
  });

  it('only ever names a width the server makes', () => {
    for (let px = 1; px <= 4000; px += 7) expect(IMAGE_WIDTHS).toContain(imageWidthFor(px));
  });
});

describe('questionImageUrl', () => {
  it.each([
    // A phone at 1x, a phone at 2x and at 3x (counted as 2x), a narrow old phone, a tablet, a laptop.
    [360, 1, 640],
    [390, 2, 960],
    [430, 3, 960],
    [320, 1, 320],
    [820, 2, 1280],
    [1440, 1, 640],
    // A browser that does not say: 1x.
    [390, undefined, 640],
  ])('on a phone %i CSS px wide at %sx asks for w=%i', (innerWidth, ratio, width) => {
    device(innerWidth, ratio);
    expect(questionImageUrl('owl 1.png', 'phone')).toBe(`/api/upload/owl%201.png?w=${width}`);
  });

  it('on a screen asks for 1920 whatever its window', () => {
    for (const [innerWidth, ratio] of [
      [800, 1],
      [1920, 1],
      [1440, 2],
    ]) {
      device(innerWidth!, ratio);
      expect(questionImageUrl('owl.png', 'screen')).toBe('/api/upload/owl.png?w=1920');
    }
  });

  it('leaves a web address as it is', () => {
    device(390, 3);
    for (const on of ['phone', 'screen'] as const) {
      expect(questionImageUrl('https://example.com/fox.jpg?size=big', on)).toBe('https://example.com/fox.jpg?size=big');
      expect(questionImageUrl('HTTP://example.com/fox.jpg', on)).toBe('HTTP://example.com/fox.jpg');
    }
  });
});

describe('useQuestionImage', () => {
  it('falls back to the upload as it is when the sized one fails, and sizes the next image again', () => {
    device(390, 2);
    const { result, rerender } = renderHook(({ name }) => useQuestionImage(name, 'phone'), { initialProps: { name: 'a.png' } });
    expect(result.current.src).toMatch(/\/upload\/a\.png\?w=960$/);
    act(() => result.current.onError());
    expect(result.current.src).toMatch(/\/upload\/a\.png$/);
    rerender({ name: 'b.png' });
    expect(result.current.src).toMatch(/\/upload\/b\.png\?w=960$/);
  });

  it('has nothing to fall back to for a web address', () => {
    const { result } = renderHook(() => useQuestionImage('https://example.org/x.jpg', 'screen'));
    act(() => result.current.onError());
    expect(result.current.src).toBe('https://example.org/x.jpg');
  });
});
