// A streaming XLSX writer for the results download: sheets of rows written as their XML in chunks,
// deflated by zlib (off the event loop, in libuv's thread pool) into a zip as they come. 150,000
// answer rows took write-excel-file 15 s of one core and 540 MB, all of it on the event loop (it
// builds every sheet's XML, then deflates it synchronously), which would freeze a live event on the
// same server (server/bench/results-export-cost.mjs). Texts are inline strings, never formulas.
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/** A cell: text, a number, a date (written as UTC), empty, or a bold heading. */
export type XlsxCell = string | number | Date | null | { heading: string };

export type XlsxSheet = {
  name: string;
  /** Column widths in characters. */
  widths: number[];
  /** Rows kept in view when scrolling (the header). */
  frozenRows: number;
  rows: Iterable<XlsxCell[]>;
};

const ROWS_PER_CHUNK = 500;
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// Characters XML 1.0 cannot hold: a file with one is refused by Excel as a whole.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (s: string) => s.replace(NOT_XML, '\uFFFD').replace(/[&<>"]/g, (c) => ESCAPES[c]!);

const column = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : column(Math.floor(i / 26) - 1) + column(i % 26));
const COLUMNS = Array.from({ length: 64 }, (_, i) => column(i));
/** Days since 1899-12-30, Excel's date serial. */
const serial = (d: Date) => d.getTime() / 86_400_000 + 25_569;

// Style 1: bold (headings); style 2: a date and time.
function cellXml(v: XlsxCell, ref: string): string {
  if (v === null) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? `<c r="${ref}"><v>${v}</v></c>` : '';
  if (v instanceof Date) return `<c r="${ref}" s="2"><v>${serial(v)}</v></c>`;
  if (typeof v === 'object') return `<c r="${ref}" s="1" t="inlineStr"><is><t xml:space="preserve">${escapeXml(v.heading)}</t></is></c>`;
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(v)}</t></is></c>`;
}

function* sheetXml(sheet: XlsxSheet): Generator<string> {
  const pane = sheet.frozenRows
    ? `<pane ySplit="${sheet.frozenRows}" topLeftCell="A${sheet.frozenRows + 1}" activePane="bottomLeft" state="frozen"/>`
    : '';
  const cols = sheet.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  let chunk = `${XML}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews><cols>${cols}</cols><sheetData>`;
  let r = 0;
  for (const row of sheet.rows) {
    r++;
    chunk += `<row r="${r}">${row.map((v, i) => cellXml(v, `${COLUMNS[i]}${r}`)).join('')}</row>`;
    if (r % ROWS_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</sheetData></worksheet>`;
}

const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

function packageFiles(sheets: XlsxSheet[]): [string, Iterable<string>][] {
  const n = sheets.map((_, i) => i + 1);
  return [
    [
      '[Content_Types].xml',
      [
        `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${n.map((i) => `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`,
      ],
    ],
    [
      '_rels/.rels',
      [
        `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ],
    ],
    [
      'xl/workbook.xml',
      [
        `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets.map((s, i) => `<sheet name="${escapeXml(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
      ],
    ],
    [
      'xl/_rels/workbook.xml.rels',
      [
        `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${n.map((i) => `<Relationship Id="rId${i}" Type="${REL}/worksheet" Target="worksheets/sheet${i}.xml"/>`).join('')}<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
      ],
    ],
    ['xl/styles.xml', [STYLES]],
    ...sheets.map((s, i): [string, Iterable<string>] => [`xl/worksheets/sheet${i + 1}.xml`, sheetXml(s)]),
  ];
}

type Entry = { name: Buffer; offset: number; crc: number; size: number; compressed: number };

/** One zip entry's data, deflated as its text comes; the counts are complete once it ends. */
async function* deflated(source: Iterable<string>, entry: Entry): AsyncGenerator<Buffer> {
  const deflate = createDeflateRaw({ level: 6 });
  const feed = (async () => {
    for (const text of source) {
      const data = Buffer.from(text);
      entry.crc = crc32(data, entry.crc);
      entry.size += data.length;
      // Waiting for the deflater gives the event loop a turn between chunks of rows.
      if (!deflate.write(data)) await once(deflate, 'drain');
    }
    deflate.end();
  })().catch((error: Error) => deflate.destroy(error));
  for await (const out of deflate as AsyncIterable<Buffer>) {
    entry.compressed += out.length;
    yield out;
  }
  await feed;
}

async function* zip(files: [string, Iterable<string>][]): AsyncGenerator<Buffer> {
  const entries: Entry[] = [];
  let offset = 0;
  for (const [name, source] of files) {
    const entry: Entry = { name: Buffer.from(name), offset, crc: 0, size: 0, compressed: 0 };
    // Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8. Time and date left at 0.
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0808, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(entry.name.length, 26);
    yield Buffer.concat([local, entry.name]);
    for await (const out of deflated(source, entry)) yield out;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    yield descriptor;
    offset += 30 + entry.name.length + entry.compressed + 16;
    entries.push(entry);
  }
  const central = entries.map((e) => {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0808, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(e.crc >>> 0, 16);
    header.writeUInt32LE(e.compressed, 20);
    header.writeUInt32LE(e.size, 24);
    header.writeUInt16LE(e.name.length, 28);
    header.writeUInt32LE(e.offset, 42);
    return Buffer.concat([header, e.name]);
  });
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([directory, end]);
}

/** The workbook as a stream of bytes, written as it is read. */
export const xlsxStream = (sheets: XlsxSheet[]): Readable => Readable.from(zip(packageFiles(sheets)), { objectMode: false });

/** The workbook in one buffer (tests). */
export async function xlsxBuffer(sheets: XlsxSheet[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of xlsxStream(sheets)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
