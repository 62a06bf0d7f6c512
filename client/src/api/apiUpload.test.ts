import { schemas } from '@quizfest/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { ApiError, apiUpload, UNEXPECTED_ANSWER } from './client';

type Outcome = { status: number; statusText?: string; body?: string } | 'network-error';

/** A stand-in XMLHttpRequest that records the request and answers with the given outcome. */
function fakeXhr(outcome: Outcome) {
  const sent: { url?: string; headers: Record<string, string>; body?: FormData } = { headers: {} };
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      sent.url = url;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send(body: FormData) {
      sent.body = body;
      queueMicrotask(() => {
        if (outcome === 'network-error') return this.onerror?.();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        this.status = outcome.status;
        this.statusText = outcome.statusText ?? '';
        this.responseText = outcome.body ?? '';
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const file = () => new File(['PK'], 'dump.zip', { type: 'application/zip' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiUpload', () => {
  it('posts the file in the named field with the bearer token and reports progress', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    const sent = fakeXhr({ status: 200, body: JSON.stringify({ fileName: 'a.png' }) });
    const progress = vi.fn();
    await expect(apiUpload('/upload', 'file', file(), schemas.UploadResponse, progress)).resolves.toEqual({ fileName: 'a.png' });
    expect(sent.url).toBe('/api/upload');
    expect(sent.headers.Authorization).toBe('Bearer tok');
    expect((sent.body?.get('file') as File).name).toBe('dump.zip');
    expect(progress).toHaveBeenCalledWith(0.5);
    expect(progress).toHaveBeenLastCalledWith(1);
  });

  it("fails with 'Network error occurred during file upload' when the request cannot complete", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    fakeXhr('network-error');
    await expect(apiUpload('/upload', 'file', file(), schemas.UploadResponse)).rejects.toThrow('Network error occurred during file upload');
  });

  it('uses the error field, else the status line, for a refused upload', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    fakeXhr({ status: 413, statusText: 'Payload Too Large', body: JSON.stringify({ error: 'File too large' }) });
    await expect(apiUpload('/upload', 'file', file(), schemas.UploadResponse)).rejects.toThrow('File too large');
    fakeXhr({ status: 500, statusText: 'Internal Server Error', body: 'oops' });
    await expect(apiUpload('/upload', 'file', file(), schemas.UploadResponse)).rejects.toThrow('HTTP 500: Internal Server Error');
  });

  it("fails with the unexpected-answer error when the answer is not the route's shape", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeXhr({ status: 201, body: JSON.stringify({ file: 'a.png' }) });
    const error = await apiUpload('/upload', 'file', file(), schemas.UploadResponse).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(UNEXPECTED_ANSWER);
    expect(logged).toHaveBeenCalledWith(
      'Unexpected answer from /upload:',
      ['fileName: Invalid input: expected string, received undefined'],
      { file: 'a.png' },
    );
  });

  it('needs a token', async () => {
    fakeXhr({ status: 200 });
    await expect(apiUpload('/upload', 'file', file(), schemas.UploadResponse)).rejects.toThrow('No authentication token found');
  });
});
