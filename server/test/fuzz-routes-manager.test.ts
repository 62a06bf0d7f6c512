// Fuzzing of the manager's routes (teams, activities, events, the host's live calls): see
// fuzz-routes-kit.ts for what each of the 200+ cases per route checks.
import { fuzzRoutes } from './fuzz-routes-kit.js';

fuzzRoutes('manager');
