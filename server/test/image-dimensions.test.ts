// Reading an image's size from its header alone, per format: the structures real files have (fill
// bytes, metadata before the frame, several frames or images) and the ones a hostile file has.
import { describe, expect, it } from 'vitest';
import { imageDimensions } from '../src/uploads/image-dimensions.js';

const hex = (s: string) => Buffer.from(s.replace(/\s/g, ''), 'hex');

function segment(marker: number, content: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(content.length + 2, 2);
  return Buffer.concat([head, content]);
}
const frame = (marker: number, width: number, height: number) => {
  const content = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  content.writeUInt16BE(height, 1);
  content.writeUInt16BE(width, 3);
  return segment(marker, content);
};

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}
const ispe = (width: number, height: number) => {
  const b = Buffer.alloc(12);
  b.writeUInt32BE(width, 4);
  b.writeUInt32BE(height, 8);
  return box('ispe', b);
};
const avif = (...properties: Buffer[]) =>
  Buffer.concat([
    box('ftyp', Buffer.from('avifmif1')),
    box('meta', Buffer.alloc(4), box('hdlr', Buffer.alloc(20)), box('iprp', box('ipco', ...properties))),
  ]);

describe('JPEG', () => {
  it('follows the segments to the frame header, past large metadata, fill bytes and restart markers', () => {
    const bytes = Buffer.concat([
      hex('ffd8'),
      segment(0xe1, Buffer.alloc(60_000)), // EXIF with a thumbnail
      segment(0xe2, Buffer.alloc(30_000)), // an ICC profile
      hex('ffff ffd0'),
      frame(0xc2, 4032, 3024), // progressive
      segment(0xda, Buffer.alloc(10)),
      hex('ffd9'),
    ]);
    expect(imageDimensions(bytes, 'image/jpeg')).toEqual({ width: 4032, height: 3024 });
  });

  it('gives no size for a file that is not a chain of segments, however long', () => {
    expect(imageDimensions(Buffer.concat([hex('ffd8ffe0'), Buffer.alloc(10 * 1024 * 1024)]), 'image/jpeg')).toBeUndefined();
    expect(
      imageDimensions(Buffer.concat([hex('ffd8'), segment(0xda, Buffer.alloc(4)), frame(0xc0, 10, 10)]), 'image/jpeg'),
    ).toBeUndefined();
    expect(imageDimensions(Buffer.concat([hex('ffd8'), frame(0xc0, 100, 0)]), 'image/jpeg')).toBeUndefined();
  });
});

describe('GIF', () => {
  it('covers every frame, wherever it is placed on the logical screen', () => {
    // 10x10 screen without a colour table; a graphic control extension; two frames.
    const header = hex('474946383961 0a00 0a00 00 00 00');
    const extension = hex('21f904 00000000 00');
    const frameAt = (left: number, top: number, width: number, height: number) => {
      const descriptor = Buffer.alloc(10);
      descriptor[0] = 0x2c;
      descriptor.writeUInt16LE(left, 1);
      descriptor.writeUInt16LE(top, 3);
      descriptor.writeUInt16LE(width, 5);
      descriptor.writeUInt16LE(height, 7);
      return Buffer.concat([descriptor, hex('02 02 4401 00')]);
    };
    const bytes = Buffer.concat([header, extension, frameAt(0, 0, 10, 10), extension, frameAt(9000, 0, 10, 5), hex('3b')]);
    expect(imageDimensions(bytes, 'image/gif')).toEqual({ width: 9010, height: 10 });
  });
});

describe('WebP', () => {
  const riff = (chunk: string, data: Buffer) =>
    Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.from(chunk), Buffer.alloc(4), data]);

  it('reads lossy (VP8), lossless (VP8L) and extended (VP8X) headers', () => {
    const vp8 = Buffer.alloc(10);
    vp8.set([0x9d, 0x01, 0x2a], 3);
    vp8.writeUInt16LE(640, 6);
    vp8.writeUInt16LE(480, 8);
    expect(imageDimensions(riff('VP8 ', vp8), 'image/webp')).toEqual({ width: 640, height: 480 });

    const vp8l = Buffer.alloc(10);
    vp8l[0] = 0x2f;
    vp8l.writeUInt32LE((300 - 1) | ((200 - 1) << 14), 1);
    expect(imageDimensions(riff('VP8L', vp8l), 'image/webp')).toEqual({ width: 300, height: 200 });

    const vp8x = Buffer.alloc(10);
    vp8x.writeUIntLE(16383, 4, 3);
    vp8x.writeUIntLE(99, 7, 3);
    expect(imageDimensions(riff('VP8X', vp8x), 'image/webp')).toEqual({ width: 16384, height: 100 });
  });
});

describe('AVIF', () => {
  it('takes the largest of its images (a grid and its tiles, a thumbnail)', () => {
    expect(imageDimensions(avif(ispe(512, 512), box('pixi', Buffer.alloc(4)), ispe(2048, 1024), ispe(160, 90)), 'image/avif')).toEqual({
      width: 2048,
      height: 1024,
    });
  });

  it('steps over any number of boxes once each, and gives no size when none says it', () => {
    const many = Array.from({ length: 50_000 }, () => ispe(100, 100));
    expect(imageDimensions(avif(...many, ispe(9000, 9000)), 'image/avif')).toEqual({ width: 9000, height: 9000 });
    expect(imageDimensions(avif(box('pixi', Buffer.alloc(4))), 'image/avif')).toBeUndefined();
    // A box claiming more bytes than the file has ends the walk.
    const lying = avif(ispe(100, 100));
    lying.writeUInt32BE(0x7fffffff, 0);
    expect(imageDimensions(lying, 'image/avif')).toBeUndefined();
  });
});

describe('PNG', () => {
  it('reads IHDR, and gives no size for a file cut before it', () => {
    const png = Buffer.concat([hex('89504e470d0a1a0a 0000000d 49484452'), hex('00007530 00007530 0806000000')]);
    expect(imageDimensions(png, 'image/png')).toEqual({ width: 30000, height: 30000 });
    expect(imageDimensions(png.subarray(0, 20), 'image/png')).toBeUndefined();
  });
});
