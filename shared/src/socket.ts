// The live socket's close codes and limits (docs/PRODUCT-RULES.md#security), in a module of their own
// without zod: the phone's connection needs them, and taking them from live.ts took its schemas
// and classic zod into /player's download (issue 22).

/** WebSocket close codes the server uses (4000–4999 are the application's). */
export const SOCKET_CLOSE = {
  /** The hello was missing, late or refused: do not reconnect with the same credentials. */
  refused: 4401,
  /** The event is gone. */
  gone: 4404,
  /** Too many messages. */
  flood: 4429,
} as const;
/** A socket that has not said hello within this time is closed (docs/PRODUCT-RULES.md#security). */
export const HELLO_TIMEOUT_MS = 5000;
export const SOCKET_MAX_PAYLOAD = 16 * 1024;
