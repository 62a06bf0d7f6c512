// Fuzzing of the anonymous routes (players, screens, sign-in, uploads, docs, health) and the admin's
// tools, the reset last: see fuzz-routes-kit.ts for what each of the 200+ cases per route checks.
import { fuzzRoutes } from './fuzz-routes-kit.js';

fuzzRoutes('public');
