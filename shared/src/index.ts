// @quizfest/shared: the API contract (schemas, types) and the product's constants (docs/PRODUCT-RULES.md#limits).
export * from './constants.js';
export * from './true-false.js';
export * from './question-kinds.js';
export * from './names.js';
export * as schemas from './api.js';
export {
  HOST_ACTIONS,
  LEADERBOARD_TOP_PLAYERS,
  ESTIMATE_BINS,
  ESTIMATE_CLOSEST,
  CORRECTION_GROUPS,
  MAX_ADJUSTMENTS,
  MAX_ADJUSTMENT_POINTS,
  COUNTS_PUSH_INTERVAL_MS,
} from './live.js';
export { SOCKET_CLOSE, HELLO_TIMEOUT_MS, SOCKET_MAX_PAYLOAD } from './socket.js';
export { heldMe, pushedQuestion } from './player-push.js';
export type {
  HostAction,
  LivePhase,
  ServerMessage,
  ServerMessageMap,
  ServerMessageType,
  ScreenStatePush,
  PlayerStatePush,
} from './live.js';
export type * from './types.js';
