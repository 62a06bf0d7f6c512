// @quizfest/shared: the API contract (schemas, types) and the constants of spec §9.
export * from './constants.js';
export * as schemas from './schemas.js';
export type * from './types.js';
