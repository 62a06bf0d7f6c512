// Reads an untrusted zip archive safely. yauzl refuses absolute and '..' entry names and checks
// every entry's real size against its header; on top of that, the archive's declared sizes are
// capped (entry count, total size, compression ratio) before anything is inflated, and every read
// counts its bytes and stops at its cap, so a lying header cannot make us hold more than the cap.
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { badRequest, HttpError } from '../errors.js';

export type ZipLimits = {
  maxEntries: number;
  maxTotalBytes: number;
  maxRatio: number;
  ratioCheckAbove: number;
};

const ZIP_OPTIONS = { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true };
const MiB = 1024 * 1024;
const mib = (bytes: number) => `${Math.round(bytes / MiB)} MiB`;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class ZipArchive {
  private constructor(
    private readonly zip: ZipFile,
    /** Entries by name, from the central directory. */
    readonly entries: ReadonlyMap<string, Entry>,
  ) {}

  static async open(path: string, limits: ZipLimits): Promise<ZipArchive> {
    return ZipArchive.from(() => yauzl.openPromise(path, ZIP_OPTIONS), limits);
  }

  /** An archive already in memory (a quiz import's file, at most a few MiB). */
  static async fromBuffer(bytes: Buffer, limits: ZipLimits): Promise<ZipArchive> {
    return ZipArchive.from(() => yauzl.fromBufferPromise(bytes, ZIP_OPTIONS), limits);
  }

  private static async from(opening: () => Promise<ZipFile>, limits: ZipLimits): Promise<ZipArchive> {
    let zip: ZipFile;
    try {
      zip = await opening();
    } catch (error) {
      throw badRequest(`The file is not a readable zip archive: ${message(error)}`);
    }
    try {
      return new ZipArchive(zip, await listEntries(zip, limits));
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  /** The entry's bytes, refusing more than `maxBytes` whatever its header claims. */
  async read(entry: Entry, maxBytes: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of this.stream(entry, maxBytes)) {
      size += chunk.length;
      chunks.push(chunk);
    }
    return Buffer.concat(chunks, size);
  }

  /**
   * The entry's bytes as they inflate, refusing more than `maxBytes` whatever its header claims:
   * a reader that handles them piece by piece never holds the whole entry.
   */
  async *stream(entry: Entry, maxBytes: number): AsyncGenerator<Buffer> {
    if (entry.uncompressedSize > maxBytes) {
      throw badRequest(`${entry.fileName} is too large (${entry.uncompressedSize} bytes; at most ${maxBytes})`);
    }
    let size = 0;
    let stream: NodeJS.ReadableStream;
    try {
      stream = await this.zip.openReadStreamPromise(entry);
    } catch (error) {
      throw badRequest(`Cannot read ${entry.fileName}: ${message(error)}`);
    }
    const iterator = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    try {
      for (;;) {
        let next: IteratorResult<Buffer>;
        try {
          next = await iterator.next();
          if (next.done) return;
          size += next.value.length;
          // yauzl also stops a stream that outgrows its header, but only after handing the chunk on.
          if (size > entry.uncompressedSize) throw new Error('its data is larger than its header says');
        } catch (error) {
          throw badRequest(`Cannot read ${entry.fileName}: ${message(error)}`);
        }
        yield next.value;
      }
    } finally {
      // A reader that stops early (a refused row) must not leave the inflater running.
      await iterator.return?.();
    }
  }

  close(): void {
    this.zip.close();
  }
}

async function listEntries(zip: ZipFile, limits: ZipLimits): Promise<Map<string, Entry>> {
  if (zip.entryCount > limits.maxEntries) {
    throw badRequest(`The archive has ${zip.entryCount} entries; at most ${limits.maxEntries} are allowed`);
  }
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (entries.has(name)) throw badRequest(`The archive holds ${name} twice`);
      if (entry.isEncrypted()) throw badRequest(`${name} is encrypted`);
      if (!entry.canDecodeFileData()) throw badRequest(`${name} uses an unsupported compression method`);
      totalBytes += entry.uncompressedSize;
      if (totalBytes > limits.maxTotalBytes) {
        throw badRequest(`The archive unpacks to more than ${mib(limits.maxTotalBytes)}`);
      }
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize > limits.ratioCheckAbove && ratio > limits.maxRatio) {
        throw badRequest(`${name} is compressed ${Math.round(ratio)}:1, more than ${limits.maxRatio}:1 is refused`);
      }
      entries.set(name, entry);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // yauzl's own refusals: absolute or '..' names, backslashes, a broken central directory.
    throw badRequest(`Invalid zip archive: ${message(error)}`);
  }
  return entries;
}
