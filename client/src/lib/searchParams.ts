// The search parameters routes read, checked by hand rather than with zod/mini: these checks sit in
// route files, which are part of every page's first download, and zod/mini with the core it needs
// was 15 KB gzipped of the join page's (issue 22). The router has already parsed each value as JSON
// where it could, so `?code=1234` arrives as a number and `?isScreen=true` as a boolean.

/** Text, or absent: a value of any other kind names nothing the page could use. */
export function textParam(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** `?isScreen=`: a flag as the router parsed it (true, or 'true' from an older link), else absent. */
export function flagParam(value: unknown): boolean | string | undefined {
  return typeof value === 'boolean' || typeof value === 'string' ? value : undefined;
}

/**
 * The editors' `?id=`, as text. The router reads `?id=123` as a number: it is kept, as text, so
 * that the editor says '… not found' for it like for any other id that names no record; only what
 * is no id at all counts as absent.
 */
export function idParam(value: unknown): string | undefined {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? String(value) : undefined;
}

export function validateIdSearch(search: Record<string, unknown>): { id?: string | undefined } {
  return { id: idParam(search.id) };
}

export function validateRedirectSearch(search: Record<string, unknown>): { redirect?: string | undefined } {
  return { redirect: textParam(search.redirect) };
}
