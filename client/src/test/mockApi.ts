// Test double for the server at the fetch seam: each "METHOD /path" answers with a status and a
// JSON body, and every call is recorded so a test can assert what was (or was not) sent.
import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown };
type Route = Reply | ((body: unknown) => Reply);
export type ApiCall = { method: string; path: string; body: unknown };

export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '') + url.search;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    // An unexpected call fails loudly instead of passing as some plausible answer.
    const reply = route
      ? typeof route === 'function'
        ? route(body)
        : route
      : { status: 500, body: { error: `Unmocked ${method} ${path}` } };
    const status = reply.status ?? 200;
    const text = status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}
