// The `?id=` search parameter of the editor routes, parsed with zod/mini: the classic zod API is not
// tree-shakable and would otherwise land in every page's startup download. A malformed value is
// treated as absent, so the page shows its "No … ID provided" message instead of an error.
import * as z from 'zod/mini';

export const idSearchSchema = z.object({ id: z.catch(z.optional(z.string()), undefined) });
