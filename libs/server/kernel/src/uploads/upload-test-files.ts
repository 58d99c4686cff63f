import { crc32, deflateSync } from 'node:zlib';

/** A real 4 × 4 JPEG (written by libvips), whose segments after SOI the builder below reuses. */
const REAL_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAEAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCKAAK2/9k=',
  'base64',
);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/**
 * Small files built byte by byte for the upload tests: well-formed by structure (chunks, blocks,
 * segments, objects), so a test can add exactly one hostile part to each.
 */
export const testFiles = {
  pdf(body = '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n', after = '\n'): Buffer {
    return Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n${body}trailer << /Root 1 0 R >>\n%%EOF${after}`, 'latin1');
  },

  /** A well-formed PDF of exactly `size` bytes (spaces after the header). */
  pdfOfSize(size: number): Buffer {
    const pdf = testFiles.pdf();
    return Buffer.concat([pdf.subarray(0, 9), Buffer.alloc(size - pdf.length, 0x20), pdf.subarray(9)]);
  },

  /**
   * A PDF (a catalog and one page) whose object stream holds `hidden` as object 3, encoded by `filters` as
   * written in the file (`/FlateDecode`, `/Fl`, `/AHx`, `/A#53CIIHexDecode`…; decoded in the order given),
   * optionally followed by an incremental update that adds `update` as object 4.
   */
  pdfWithObjectStream(hidden: string, filters: string[] = ['/FlateDecode'], update?: string): Buffer {
    let data: Buffer = Buffer.from(`3 0 ${hidden}`, 'latin1');
    for (const filter of [...filters].reverse()) data = encodePdfFilter(filter, data);
    const filterText = filters.length === 1 ? filters[0] : `[${filters.join(' ')}]`;
    const revision = update
      ? `4 0 obj ${update} endobj\nxref\n0 1\n0000000000 65535 f \ntrailer << /Root 1 0 R /Prev 9 >>\nstartxref\n9\n%%EOF\n`
      : '';
    return Buffer.concat([
      Buffer.from(
        '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
          `5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter ${filterText} /Length ${data.length} >>\nstream\n`,
        'latin1',
      ),
      data,
      Buffer.from(`\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n${revision}`, 'latin1'),
    ]);
  },

  /** A real 1 × 1 PNG; `text` in a tEXt chunk, `chunks` (type, data) before IDAT, `after` bytes after IEND. */
  png(options: { text?: string; chunks?: [string, Buffer][]; after?: Buffer } = {}): Buffer {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(1, 0);
    header.writeUInt32BE(1, 4);
    header[8] = 8;
    header[9] = 2;
    return Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      pngChunk('IHDR', header),
      ...(options.text ? [pngChunk('tEXt', Buffer.from(`Comment\0${options.text}`, 'latin1'))] : []),
      ...(options.chunks ?? []).map(([type, data]) => pngChunk(type, data)),
      pngChunk('IDAT', deflateSync(Buffer.from([0, 200, 30, 30]))),
      pngChunk('IEND', Buffer.alloc(0)),
      options.after ?? Buffer.alloc(0),
    ]);
  },

  gif(options: { comment?: string | Buffer; after?: Buffer } = {}): Buffer {
    const text = typeof options.comment === 'string' ? Buffer.from(options.comment, 'latin1') : options.comment;
    const comment = text ? Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]) : Buffer.alloc(0);
    return Buffer.concat([
      Buffer.from('GIF89a', 'latin1'),
      Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), // 1×1, global table of 2 colours
      Buffer.from([0, 0, 0, 255, 255, 255]),
      comment,
      Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]), // image descriptor
      Buffer.from([0x02, 0x02, 0x4c, 0x01, 0x00]), // LZW code size, one sub-block, end
      Buffer.from([0x3b]),
      options.after ?? Buffer.alloc(0),
    ]);
  },

  /** A real 4 × 4 JPEG with a JFIF header; `comment` (or raw `segments`) before its tables, `after` bytes after EOI. */
  jpeg(options: { comment?: string | Buffer; segments?: [number, Buffer][]; after?: Buffer } = {}): Buffer {
    const comment = typeof options.comment === 'string' ? Buffer.from(options.comment, 'latin1') : options.comment;
    return Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      jpegSegment(0xe0, Buffer.from('4a46494600010100000100010000', 'hex')),
      ...(comment ? [jpegSegment(0xfe, comment)] : []),
      ...(options.segments ?? []).map(([marker, data]) => jpegSegment(marker, data)),
      REAL_JPEG.subarray(2),
      options.after ?? Buffer.alloc(0),
    ]);
  },
};

/** Encodes data as a PDF filter would find it (the inverse of the filter's decoding). */
function encodePdfFilter(filter: string, data: Buffer): Buffer {
  const name = filter.replace(/^\//, '').replace(/#([0-9A-Fa-f]{2})/g, (_hex, code: string) => String.fromCharCode(parseInt(code, 16)));
  switch (name) {
    case 'FlateDecode':
    case 'Fl':
      return deflateSync(data);
    case 'ASCIIHexDecode':
    case 'AHx':
      return Buffer.from(`${data.toString('hex').toUpperCase()}>`, 'latin1');
    case 'ASCII85Decode':
    case 'A85':
      return Buffer.from(`${ascii85(data)}~>`, 'latin1');
    default:
      throw new Error(`no test encoder for ${filter}`);
  }
}

function ascii85(data: Buffer): string {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const group = Buffer.alloc(4);
    data.copy(group, 0, i, Math.min(i + 4, data.length));
    const size = Math.min(4, data.length - i);
    let value = group.readUInt32BE(0);
    if (size === 4 && value === 0) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let d = 0; d < 5; d++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, size + 1).join('');
  }
  return out;
}
