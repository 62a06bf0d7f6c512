// The API base of spec §7: VITE_API_BASE, else the same-origin '/api' the server mounts (design §1).
export const API_BASE: string = (import.meta.env.VITE_API_BASE ?? '/api').replace(/\/+$/, '');
