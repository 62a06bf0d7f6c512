import { IMAGE_UPLOAD_MAX_BYTES } from '@quizfest/shared';
import type { TFunction } from 'i18next';

/** Client-side check before an upload (docs/PRODUCT-RULES.md#validation); null when the file may be sent. */
export function validateImageFile(t: TFunction<'manage'>, file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return t('quiz.image.notAnImage');
  // The server accepts up to the limit inclusive (docs/PRODUCT-RULES.md#uploads), so only a larger file is refused here.
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return t('quiz.image.tooLarge', { max: IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024) });
  return null;
}
