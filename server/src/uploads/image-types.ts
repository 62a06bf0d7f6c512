// The image types an upload may be (design §5). The type is sniffed from the bytes, never taken
// from the client's file name or Content-Type, so HTML or SVG (which can carry script) cannot be
// stored and later served as an "image".
import { fileTypeFromBuffer } from 'file-type';

/** Sniffed MIME type -> the extension of the stored name. */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const;

export type ImageMimeType = keyof typeof IMAGE_TYPES;
export const IMAGE_MIME_TYPES = Object.keys(IMAGE_TYPES) as [ImageMimeType, ...ImageMimeType[]];

export const ONLY_IMAGES = 'Only PNG, JPEG, GIF, WebP and AVIF images are allowed';
export const IMAGE_TOO_LARGE = 'File size must be less than 10MB';

const isImageMimeType = (mime: string): mime is ImageMimeType => Object.hasOwn(IMAGE_TYPES, mime);

export async function sniffImage(bytes: Uint8Array): Promise<{ mimeType: ImageMimeType; ext: string } | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  // An animated PNG is still a PNG: browsers animate it when it is served as image/png.
  const mime = detected?.mime === 'image/apng' ? 'image/png' : detected?.mime;
  if (!mime || !isImageMimeType(mime)) return undefined;
  return { mimeType: mime, ext: IMAGE_TYPES[mime] };
}
