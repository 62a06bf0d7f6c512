import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { questionImageUrl } from './questionImageUrl';
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
    const { rerender } = renderHook(({ url }: { url?: string }) => usePreloadImage(url, 'phone'), {
      initialProps: { url: undefined as string | undefined },
    });
    expect(requested).toEqual([]);
    rerender({ url: 'owl 1.png' });
    rerender({ url: 'owl 1.png' });
    rerender({ url: 'https://example.com/fox.jpg' });
    rerender({ url: undefined });
    expect(requested).toEqual([expect.stringMatching(/\/upload\/owl%201\.png\?w=\d+$/), 'https://example.com/fox.jpg']);
  });

  it("fetches the very address the question's image will ask for on that device (issue 22), so it is found in the cache", () => {
    vi.stubGlobal('Image', RecordingImage);
    vi.stubGlobal('innerWidth', 390);
    vi.stubGlobal('devicePixelRatio', 3);
    for (const on of ['phone', 'screen'] as const) {
      requested.length = 0;
      renderHook(() => usePreloadImage('owl.png', on)).unmount();
      expect(requested).toEqual([questionImageUrl('owl.png', on)]);
    }
    expect(questionImageUrl('owl.png', 'phone')).toBe('/api/upload/owl.png?w=960');
    expect(questionImageUrl('owl.png', 'screen')).toBe('/api/upload/owl.png?w=1920');
  });
});
