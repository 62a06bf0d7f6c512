import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_UPLOAD_MAX_BYTES } from '@quizfest/shared';

/** Client-side check before an upload (docs/PRODUCT-RULES.md#validation); null when the file may be sent. */
export function validateImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'Please select an image file';
  // The server accepts up to the limit inclusive (docs/PRODUCT-RULES.md#uploads), so only a larger file is refused here.
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}
