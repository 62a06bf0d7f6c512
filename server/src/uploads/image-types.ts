// The image types an upload may be (docs/PRODUCT-RULES.md#uploads). The type is sniffed from the bytes, never taken
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

/**
 * Pixels an image may have (issue 9, item 14): a phone or a screen decodes every image it shows,
 * at 4 bytes a pixel, so 40 megapixels is 160 MB in memory; a side over 8,000 px is past any screen.
 */
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_UNREADABLE = 'The image is damaged: its width and height cannot be read';
export const imageTooBig = (width: number, height: number) =>
  `The image is ${width} × ${height} pixels; images may be at most ${IMAGE_MAX_SIDE.toLocaleString('en-US')} pixels a side and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`;

const isImageMimeType = (mime: string): mime is ImageMimeType => Object.hasOwn(IMAGE_TYPES, mime);

export async function sniffImage(bytes: Uint8Array): Promise<{ mimeType: ImageMimeType; ext: string } | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  // An animated PNG is still a PNG: browsers animate it when it is served as image/png.
  const mime = detected?.mime === 'image/apng' ? 'image/png' : detected?.mime;
  if (!mime || !isImageMimeType(mime)) return undefined;
  return { mimeType: mime, ext: IMAGE_TYPES[mime] };
}
