// Every schema of the contract in one namespace (`schemas` in index.ts): the HTTP bodies and the
// live game's views and socket messages.
export * from './schemas.js';
export * from './live.js';
export * from './quiz-import.js';
