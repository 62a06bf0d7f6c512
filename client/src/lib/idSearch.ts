// The `?id=` search parameter of the editor routes, parsed with zod/mini: the classic zod API is not
// tree-shakable and would otherwise land in every page's startup download. The router reads
// `?id=123` as a number: it is kept, as text, so that the editor says '… not found' for it like
// for any other id that names no record; only what is no id at all counts as absent.
import * as z from 'zod/mini';

const IdText = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

export const idSearchSchema = z.object({ id: z.catch(z.optional(IdText), undefined) });
