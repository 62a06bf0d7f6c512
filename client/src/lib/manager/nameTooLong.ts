import type { TFunction } from 'i18next';

/**
 * The message for a name longer than the server takes (the shared schema's limit, counted as it
 * counts: trimmed, in UTF-16 units), shown at the field before Save; null when it fits. The server
 * said it as 'name must be at most 60 characters', the schema's words, after the click.
 */
export function nameTooLong(t: TFunction<'manage'>, name: string, max: number): string | null {
  const length = name.trim().length;
  return length > max ? t('common.nameTooLong', { max, length }) : null;
}
