import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreloadImage } from './usePreloadImage';

// jsdom fetches no images: a stand-in records what the hook asks for.
const requested: string[] = [];
class RecordingImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    requested.push(value);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  requested.length = 0;
});

describe('usePreloadImage', () => {
  it('fetches an upload by its served address and a web image as it is, once per image', () => {
    vi.stubGlobal('Image', RecordingImage);
    const { rerender } = renderHook(({ url }: { url?: string }) => usePreloadImage(url), {
      initialProps: { url: undefined as string | undefined },
    });
    expect(requested).toEqual([]);
    rerender({ url: 'owl 1.png' });
    rerender({ url: 'owl 1.png' });
    rerender({ url: 'https://example.com/fox.jpg' });
    rerender({ url: undefined });
    expect(requested).toEqual([expect.stringMatching(/\/upload\/owl%201\.png$/), 'https://example.com/fox.jpg']);
  });
});
