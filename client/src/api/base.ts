// The API base: VITE_API_BASE, else the same-origin '/api' the server mounts (docs/ARCHITECTURE.md#the-shape).
export const API_BASE: string = (import.meta.env.VITE_API_BASE ?? '/api').replace(/\/+$/, '');
