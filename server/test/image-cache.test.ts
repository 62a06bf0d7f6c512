// The served-images cache on its own: bounded by bytes, least recently used out first, one load
// for many concurrent requests, and nothing of the old database kept after clear().
import { describe, expect, it, vi } from 'vitest';
import { ImageCache, type CachedImage } from '../src/uploads/image-cache.js';

const image = (size: number, tag = 'x'): CachedImage => ({ mimeType: 'image/png', bytes: Buffer.alloc(size), etag: `"${tag}"` });

describe('ImageCache', () => {
  it('loads once for concurrent requests and serves later ones from memory', async () => {
    const cache = new ImageCache(1000, 60_000);
    let release!: () => void;
    const load = vi.fn(() => new Promise<CachedImage>((resolve) => (release = () => resolve(image(10)))));
    const waiting = Array.from({ length: 50 }, () => cache.get('a.png', load));
    release();
    const results = await Promise.all(waiting);
    expect(new Set(results).size).toBe(1);
    await cache.get('a.png', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('evicts the least recently used images when the byte budget is exceeded', async () => {
    const cache = new ImageCache(100, 60_000);
    const load = vi.fn(async (name: string) => image(40, name));
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load); // a is now the most recently used
    await cache.get('c', load); // 120 bytes: b goes
    expect(cache.size).toEqual({ entries: 2, bytes: 80 });
    load.mockClear();
    await cache.get('a', load);
    await cache.get('c', load);
    expect(load).not.toHaveBeenCalled();
    await cache.get('b', load);
    expect(load).toHaveBeenCalledWith('b');
  });

  it('does not keep images larger than the whole budget, nor misses', async () => {
    const cache = new ImageCache(100, 60_000);
    await cache.get('huge', async () => image(101));
    await cache.get('missing', async () => null);
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('forgets everything on clear(), including a load still in flight', async () => {
    const cache = new ImageCache(1000, 60_000);
    await cache.get('a', async () => image(10));
    let release!: () => void;
    const slow = cache.get('b', () => new Promise<CachedImage>((resolve) => (release = () => resolve(image(10)))));
    cache.clear();
    release();
    await slow;
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('reloads an image older than the age limit', async () => {
    const cache = new ImageCache(1000, 0);
    const load = vi.fn(async () => image(10));
    await cache.get('a', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
