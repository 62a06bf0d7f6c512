import { ApiError } from '../../api/client';

/** A 404 means the record is gone or not this manager's (docs/PRODUCT-RULES.md#errors): the editor says "not found". */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
