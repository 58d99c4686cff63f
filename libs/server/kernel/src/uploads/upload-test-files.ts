import { deflateSync } from 'node:zlib';

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

  /** A PDF whose object stream (Flate-compressed) holds the given dictionary text. */
  pdfWithObjectStream(hidden: string): Buffer {
    const stream = deflateSync(Buffer.from(hidden, 'latin1'));
    return Buffer.concat([
      Buffer.from(
        '%PDF-1.7\n1 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ' + stream.length + ' >>\nstream\n',
        'latin1',
      ),
      stream,
      Buffer.from('\nendstream\nendobj\ntrailer << /Root 2 0 R >>\n%%EOF\n', 'latin1'),
    ]);
  },

  png(options: { text?: string; after?: Buffer } = {}): Buffer {
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(1, 0);
    header.writeUInt32BE(1, 4);
    header[8] = 8;
    header[9] = 2;
    return Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      chunk('IHDR', header),
      ...(options.text ? [chunk('tEXt', Buffer.from(`Comment\0${options.text}`, 'latin1'))] : []),
      chunk('IDAT', deflateSync(Buffer.from([0, 0, 0, 0]))),
      chunk('IEND', Buffer.alloc(0)),
      options.after ?? Buffer.alloc(0),
    ]);
  },

  gif(options: { comment?: string; after?: Buffer } = {}): Buffer {
    const comment = options.comment
      ? Buffer.concat([Buffer.from([0x21, 0xfe, options.comment.length]), Buffer.from(options.comment, 'latin1'), Buffer.from([0])])
      : Buffer.alloc(0);
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

  jpeg(options: { comment?: string; after?: Buffer } = {}): Buffer {
    const segment = (marker: number, data: Buffer) => {
      const head = Buffer.from([0xff, marker, 0, 0]);
      head.writeUInt16BE(data.length + 2, 2);
      return Buffer.concat([head, data]);
    };
    return Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      segment(0xe0, Buffer.from('4a46494600010100000100010000', 'hex')),
      ...(options.comment ? [segment(0xfe, Buffer.from(options.comment, 'latin1'))] : []),
      segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
      Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]), // entropy-coded data with a stuffed byte and a restart
      Buffer.from([0xff, 0xd9]),
      options.after ?? Buffer.alloc(0),
    ]);
  },
};
