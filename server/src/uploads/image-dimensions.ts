// The width and height of an uploaded image, read from its header, never by decoding it (issue 9,
// item 14): a 2.6 MB PNG can declare 30000 × 30000 pixels, 2.7 GB once a phone decodes it.
//
// Read here rather than with `image-size`, the usual library, because its readers are not fit to
// guard an upload: its JPEG reader steps through non-marker bytes one at a time with a new Buffer
// view each (10 MB of zeros after a JPEG signature: 23 s of the one thread), its AVIF reader looks
// for a `clap` box across the rest of the file for every `ispe` box (quadratic: a 1 MB file of
// 50,000 `ispe` boxes, 26 s), and for a GIF it gives the logical screen, which a frame may exceed.
// Each reader below follows its format's own lengths, so it takes as many steps as the file has
// segments, blocks or boxes, and stops at the first thing it cannot read.
import type { ImageMimeType } from './image-types.js';

export type Dimensions = { width: number; height: number };

function pngDimensions(bytes: Buffer): Dimensions | undefined {
  // The signature (8 bytes), then the IHDR chunk: length, "IHDR", width, height.
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers: SOF0–SOF15 less DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPEG is a chain of segments, each a marker and a length, up to the frame header that holds the size. */
function jpegDimensions(bytes: Buffer): Dimensions | undefined {
  let at = 2; // after SOI
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // a fill byte before the marker
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // TEM and RSTn stand alone, without a length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return undefined; // the scan or the end, and no frame header before it
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return undefined;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

/** After a chain of GIF sub-blocks (a length byte and that many bytes, until a zero length). */
function afterSubBlocks(bytes: Buffer, at: number): number | undefined {
  while (at < bytes.length) {
    const size = bytes[at]!;
    at += 1 + size;
    if (size === 0) return at;
  }
  return undefined;
}

const colourTableBytes = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

/**
 * The logical screen, grown to cover every frame: browsers enlarge the canvas to the first frame
 * and clip the others, so covering them all is the safe reading. Walks the blocks, decodes nothing.
 */
function gifDimensions(bytes: Buffer): Dimensions | undefined {
  if (bytes.length < 13) return undefined;
  let width = bytes.readUInt16LE(6);
  let height = bytes.readUInt16LE(8);
  let at: number | undefined = 13 + colourTableBytes(bytes[10]!);
  while (at !== undefined && at < bytes.length) {
    const block = bytes[at]!;
    if (block === 0x21) {
      at = afterSubBlocks(bytes, at + 2); // extension: introducer, label, sub-blocks
    } else if (block === 0x2c) {
      if (at + 10 > bytes.length) break;
      width = Math.max(width, bytes.readUInt16LE(at + 1) + bytes.readUInt16LE(at + 5));
      height = Math.max(height, bytes.readUInt16LE(at + 3) + bytes.readUInt16LE(at + 7));
      // The local colour table, the LZW minimum code size, then the image data's sub-blocks.
      at = afterSubBlocks(bytes, at + 10 + colourTableBytes(bytes[at + 9]!) + 1);
    } else break; // the trailer (0x3b), or something browsers stop at too
  }
  return { width, height };
}

function webpDimensions(bytes: Buffer): Dimensions | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return undefined;
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return undefined;
}

/** Calls `visit` with each ISO-BMFF box in [start, end): its type and where its content lies. */
function eachBox(bytes: Buffer, start: number, end: number, visit: (type: string, from: number, to: number) => void): void {
  let at = start;
  while (at + 8 <= end) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      const large = bytes.readBigUInt64BE(at + 8);
      if (large > BigInt(end - at)) return;
      size = Number(large);
      header = 16;
    } else if (size === 0) size = end - at; // to the end of the enclosing box
    if (size < header || at + size > end) return;
    visit(bytes.toString('latin1', at + 4, at + 8), at + header, at + size);
    at += size;
  }
}

/**
 * AVIF (HEIF): meta → iprp → ipco holds an `ispe` (image spatial extents) property per image. The
 * largest of them bounds whatever a browser shows, a grid's output included.
 */
function avifDimensions(bytes: Buffer): Dimensions | undefined {
  let width = 0;
  let height = 0;
  eachBox(bytes, 0, bytes.length, (type, from, to) => {
    if (type !== 'meta') return;
    // meta is a full box: 4 bytes of version and flags before its children.
    eachBox(bytes, from + 4, to, (type, from, to) => {
      if (type !== 'iprp') return;
      eachBox(bytes, from, to, (type, from, to) => {
        if (type !== 'ipco') return;
        eachBox(bytes, from, to, (type, from, to) => {
          if (type !== 'ispe' || to - from < 12) return;
          width = Math.max(width, bytes.readUInt32BE(from + 4));
          height = Math.max(height, bytes.readUInt32BE(from + 8));
        });
      });
    });
  });
  return width && height ? { width, height } : undefined;
}

const READERS: Record<ImageMimeType, (bytes: Buffer) => Dimensions | undefined> = {
  'image/png': pngDimensions,
  'image/jpeg': jpegDimensions,
  'image/gif': gifDimensions,
  'image/webp': webpDimensions,
  'image/avif': avifDimensions,
};

/** The image's size in pixels, or undefined when its header does not say (a damaged file). */
export function imageDimensions(bytes: Buffer, mimeType: ImageMimeType): Dimensions | undefined {
  const size = READERS[mimeType](bytes);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}
