// Records are named by UUIDs (docs/PRODUCT-RULES.md#records). A link with anything else in `?id=` names no record the
// server could have, so the editor says '… not found' (docs/PRODUCT-RULES.md#pages) without asking the server, which
// would answer 'id must be a UUID'. zod/mini's uuid is the very check the server's schema makes.
import * as z from 'zod/mini';

const RecordId = z.uuid();

export function isRecordId(value: string): boolean {
  return RecordId.safeParse(value).success;
}
