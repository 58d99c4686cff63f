import { describe, expect, it } from '@jest/globals';
import { constants, deflateSync, inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, StandardFonts } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { MESSAGES } from '@lic/shared-rules';
import { testFiles } from './upload-test-files';
import { inspectUploadedContent } from './uploaded-file-content';
import { checkUploadedFile, type CheckedUpload } from './uploaded-file';
import { storableUpload } from './stored-upload';

const check = (fileName: string, content: Buffer) => checkUploadedFile({ fileName, contentBase64: content.toString('base64') });
const refusedWithTheFieldMessage = (fileName: string, content: Buffer) =>
  expect(check(fileName, content)).toMatchObject({ error: { part: 'content', message: MESSAGES.fileExtension, tooLarge: false } });

/** The actions decision 0046 names, each as the action dictionary of a link, a trigger or a field. */
const ACTIONS: Record<string, string> = {
  JavaScript: '<< /S /JavaScript /JS (app.alert(1)) >>',
  URI: '<< /S /URI /URI (https://ejemplo.invalid/robar) >>',
  GoToR: '<< /S /GoToR /F (otro.pdf) /D [0 /Fit] >>',
  GoToE: '<< /S /GoToE /T << /R /C /N (adjunto) >> >>',
  Launch: '<< /S /Launch /F (cmd.exe) >>',
  SubmitForm: '<< /S /SubmitForm /F << /FS /URL /F (https://ejemplo.invalid/form) >> >>',
  ImportData: '<< /S /ImportData /F (datos.fdf) >>',
};

/** Where a document can hold an action or a file: the catalog, a page's link, a trigger, a form field, the names tree. */
const PLACES: Record<string, (action: string) => string> = {
  "the catalog's /OpenAction": (action) => `1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction ${action} >> endobj\n`,
  "a link annotation's /A": (action) =>
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    `3 0 obj << /Type /Page /Parent 2 0 R /Annots [4 0 R] >> endobj\n4 0 obj << /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A ${action} >> endobj\n`,
  "a form field's /A": (action) =>
    '1 0 obj << /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [5 0 R] >> >> endobj\n' +
    `5 0 obj << /FT /Btn /T (enviar) /A ${action} >> endobj\n`,
  'an action object the catalog refers to': (action) =>
    `1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >> endobj\n6 0 obj ${action} endobj\n`,
};

/** The same hostile dictionaries in object streams written with each filter, abbreviations and escaped filter names included. */
const FILTER_CHAINS: string[][] = [
  ['/FlateDecode'],
  ['/Fl'],
  ['/ASCIIHexDecode'],
  ['/AHx'],
  ['/A#53CIIHexDecode'],
  ['/ASCII85Decode'],
  ['/A85'],
  ['/ASCIIHexDecode', '/FlateDecode'],
  ['/A85', '/Fl'],
  ['/ASCII85Decode', '/ASCIIHexDecode', '/FlateDecode'],
];

/** A benign receipt written by a PDF library: text, an embedded image, metadata; with or without object streams. */
async function libraryPdf(options: { objectStreams: boolean; openAtFirstPage?: boolean; internalLink?: boolean }): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle('Comprobante de consignación');
  doc.setAuthor('Banco de Pruebas S.A.');
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Consignación No. 000123 — Valor $ 350.000 — Bogotá D.C.', { x: 40, y: 780, size: 12, font });
  const logo = await doc.embedPng(testFiles.png());
  page.drawImage(logo, { x: 40, y: 700, width: 40, height: 40 });
  const photo = await doc.embedJpg(testFiles.jpeg());
  page.drawImage(photo, { x: 100, y: 700, width: 40, height: 40 });
  if (options.openAtFirstPage) doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([page.ref, 'Fit']));
  if (options.internalLink) {
    const second = doc.addPage([595, 842]);
    const link = doc.context.register(
      doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [40, 600, 200, 620], A: { S: 'GoTo', D: [second.ref, 'Fit'] } }),
    );
    page.node.set(PDFName.of('Annots'), doc.context.obj([link]));
  }
  return Buffer.from(await doc.save({ useObjectStreams: options.objectStreams }));
}

describe('hostile PDFs (decision 0046)', () => {
  for (const [place, body] of Object.entries(PLACES)) {
    it.each(Object.entries(ACTIONS))(`refuses a %s action in ${place}`, (_name, action) => {
      const pdf = testFiles.pdf(body(action));
      expect(inspectUploadedContent('pdf', pdf)).toBe('pdf-active-content');
      refusedWithTheFieldMessage('comprobante.pdf', pdf);
    });
  }

  it.each([
    ['a JavaScript names tree', '1 0 obj << /Type /Catalog /Names << /JavaScript << /Names [(a) 6 0 R] >> >> >> endobj\n'],
    ['embedded files', '1 0 obj << /Type /Catalog /Names << /EmbeddedFiles << /Names [(a.exe) 7 0 R] >> >> >> endobj\n'],
    [
      'an embedded file stream',
      '1 0 obj << /Type /Catalog >> endobj\n7 0 obj << /Type /EmbeddedFile /Length 3 >> stream\nMZ!\nendstream endobj\n',
    ],
    [
      'a file attachment annotation',
      '1 0 obj << /Type /Catalog >> endobj\n4 0 obj << /Type /Annot /Subtype /FileAttachment /FS 8 0 R >> endobj\n',
    ],
    [
      'an additional-actions trigger (/AA) on a page',
      '1 0 obj << /Type /Catalog >> endobj\n3 0 obj << /Type /Page /AA << /O 6 0 R >> >> endobj\n',
    ],
    ['an XFA form', '1 0 obj << /Type /Catalog /AcroForm << /XFA 9 0 R >> >> endobj\n'],
    ['rich media', '1 0 obj << /Type /Catalog >> endobj\n4 0 obj << /Type /Annot /Subtype /RichMedia >> endobj\n'],
    ['names hidden with lower-case #xx escapes', '1 0 obj << /Type /Catalog /OpenAction << /S /J#61v#61#53cript /J#73 (x) >> >> endobj\n'],
    [
      'a URI action with escaped names',
      '1 0 obj << /Type /Catalog /OpenAction << /#53 /#55#52#49 /#55RI (https://x.invalid) >> >> endobj\n',
    ],
    [
      'comments between the tokens of an object header',
      '1 0 obj << /Type /Catalog >> endobj\n6 %x\n0 %y\nobj << /S /Launch /F (a) >> endobj\n',
    ],
  ])('refuses %s', (_case, body) => {
    const pdf = testFiles.pdf(body);
    expect(inspectUploadedContent('pdf', pdf)).toBe('pdf-active-content');
    refusedWithTheFieldMessage('comprobante.pdf', pdf);
  });

  it.each(FILTER_CHAINS.map((chain) => [chain.join(' ')]))('refuses actions hidden in an object stream written with %s', (chain) => {
    for (const action of Object.values(ACTIONS)) {
      const pdf = testFiles.pdfWithObjectStream(`<< /Type /Annot /Subtype /Link /A ${action} >>`, chain.split(' '));
      expect([chain, action, inspectUploadedContent('pdf', pdf)]).toEqual([chain, action, 'pdf-active-content']);
    }
    // The same container holding a harmless page passes.
    expect(inspectUploadedContent('pdf', testFiles.pdfWithObjectStream('<< /Type /Page /Parent 2 0 R >>', chain.split(' ')))).toBeNull();
  });

  it('refuses an action added by an incremental update, or by a second definition of an object the first hides', () => {
    const updated = testFiles.pdfWithObjectStream('<< /Type /Page >>', ['/Fl'], '<< /S /JavaScript /JS (x) >>');
    expect(inspectUploadedContent('pdf', updated)).toBe('pdf-active-content');
    const twice = testFiles.pdf(
      '1 0 obj << /Type /Catalog /OpenAction << /S /Launch /F (a) >> >> endobj\n1 0 obj << /Type /Catalog >> endobj\n',
    );
    expect(inspectUploadedContent('pdf', twice)).toBe('pdf-active-content');
  });

  it('refuses what it cannot open: an object stream that inflates past the limit, an unknown filter, a broken object', () => {
    const bomb = deflateSync(Buffer.alloc(40 * 1024 * 1024));
    const bombPdf = Buffer.concat([
      Buffer.from(
        `%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`,
      ),
      bomb,
      Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ]);
    expect(bombPdf.length).toBeLessThan(2 * 1024 * 1024);
    expect(inspectUploadedContent('pdf', bombPdf)).toBe('pdf-uninspectable');
    const crypt = testFiles.pdf(
      '1 0 obj << /Type /Catalog >> endobj\n5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /Crypt /Length 4 >>\nstream\nabcd\nendstream endobj\n',
    );
    expect(inspectUploadedContent('pdf', crypt)).toBe('pdf-uninspectable');
    expect(inspectUploadedContent('pdf', testFiles.pdf('1 0 obj << /Type /Catalog >> endobj\n2 0 obj << /A ] >> endobj\n'))).toBe(
      'pdf-uninspectable',
    );
    refusedWithTheFieldMessage('comprobante.pdf', bombPdf);
  });

  it('accepts receipts a PDF library writes: text, images, metadata, object streams, opening at a page, internal links', async () => {
    for (const options of [
      { objectStreams: false },
      { objectStreams: true },
      { objectStreams: true, openAtFirstPage: true, internalLink: true },
      { objectStreams: false, openAtFirstPage: true, internalLink: true },
    ]) {
      const pdf = await libraryPdf(options);
      expect([options, inspectUploadedContent('pdf', pdf)]).toEqual([options, null]);
      expect(check('Consignación Bancolombia.pdf', pdf)).toMatchObject({ file: { contentType: 'application/pdf' } });
      // A PDF is stored as it came.
      const checked = check('comprobante.pdf', pdf) as { file: CheckedUpload };
      expect((await storableUpload(checked.file))?.content.equals(pdf)).toBe(true);
    }
  });
});

/** Every way markup was found to ride in an image, and how it is spelled there. */
const MARKUP = ['<svg onload=alert(1)>', '<img src=x onerror=alert(1)>', '<script>alert(document.cookie)</script>'];
const spellings = (markup: string): Buffer[] => [
  Buffer.from(markup, 'utf16le'),
  Buffer.from(Buffer.from(markup, 'utf16le')).swap16(),
  deflateSync(Buffer.from(markup, 'latin1')),
];

/** Markup in the bytes as Latin-1 or UTF-16 (either byte order), or inside any zlib stream they hold. */
function holdsMarkup(bytes: Buffer): boolean {
  const needles = ['onload', 'onerror', 'script', '<svg', '<img'];
  const spelled = (data: Buffer) =>
    [data.toString('latin1'), data.toString('utf16le'), data.subarray(1).toString('utf16le')].some((text) =>
      needles.some((needle) => text.toLowerCase().includes(needle)),
    );
  if (spelled(bytes)) return true;
  for (let i = 0; i + 1 < bytes.length; i++) {
    if (bytes[i] !== 0x78 || ![0x01, 0x5e, 0x9c, 0xda].includes(bytes[i + 1])) continue;
    try {
      if (spelled(inflateSync(bytes.subarray(i), { finishFlush: constants.Z_SYNC_FLUSH }))) return true;
    } catch {
      // not a zlib stream
    }
  }
  return false;
}

/** The chunk types of a PNG, in order. */
function pngChunks(png: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 8; offset + 8 <= png.length; offset += 12 + png.readUInt32BE(offset))
    types.push(png.toString('latin1', offset + 4, offset + 8));
  return types;
}

describe('images carrying markup are stored as pixels only (decision 0046)', () => {
  const hostileImages = (markup: string): [string, string, Buffer][] => {
    const [utf16le, utf16be, compressed] = spellings(markup);
    return [
      [
        'PNG, compressed zTXt',
        'comprobante.png',
        testFiles.png({ chunks: [['zTXt', Buffer.concat([Buffer.from('Comment\0\0'), compressed])]] }),
      ],
      [
        'PNG, UTF-16 in iTXt',
        'comprobante.png',
        testFiles.png({ chunks: [['iTXt', Buffer.concat([Buffer.from('Comment\0\0\0\0\0'), utf16be])]] }),
      ],
      ['PNG, UTF-16 in tEXt', 'comprobante.png', testFiles.png({ chunks: [['tEXt', Buffer.concat([Buffer.from('Comment\0'), utf16le])]] })],
      ['JPEG, UTF-16 comment', 'comprobante.jpg', testFiles.jpeg({ comment: utf16le })],
      ['JPEG, compressed in an APP segment', 'comprobante.jpeg', testFiles.jpeg({ segments: [[0xe4, compressed]] })],
      [
        'JPEG, UTF-16 in EXIF',
        'comprobante.jpg',
        testFiles.jpeg({ segments: [[0xe1, Buffer.concat([Buffer.from('Exif\0\0'), utf16be])]] }),
      ],
      ['GIF, UTF-16 comment', 'comprobante.gif', testFiles.gif({ comment: utf16le.subarray(0, 250) })],
    ];
  };

  for (const markup of MARKUP) {
    it.each(hostileImages(markup))(`${markup}: %s is re-encoded without it`, async (_case, fileName, image) => {
      expect(holdsMarkup(image)).toBe(true);
      const checked = check(fileName, image);
      expect(checked).toHaveProperty('file');
      const stored = await storableUpload((checked as { file: CheckedUpload }).file);
      expect(stored).not.toBeNull();
      expect(stored?.content.equals(image)).toBe(false);
      expect(holdsMarkup(stored?.content ?? Buffer.alloc(0))).toBe(false);
      expect(stored?.contentType).toBe((checked as { file: CheckedUpload }).file.contentType);
      // The same pixels, and nothing else: the image still decodes to what was sent.
      const [sent, kept] = await Promise.all(
        [image, stored?.content].map((bytes) => sharp(bytes).raw().toBuffer({ resolveWithObject: true })),
      );
      expect(kept.info).toMatchObject({ width: sent.info.width, height: sent.info.height });
      // A PNG keeps its header, pixels, end and at most its pixel density (nine bytes of numbers): no text chunk.
      if (fileName.endsWith('.png'))
        expect(pngChunks(stored?.content ?? Buffer.alloc(0)).filter((c) => c !== 'pHYs')).toEqual(['IHDR', 'IDAT', 'IEND']);
    });
  }

  it('plain markup in an image is refused outright, as before', () => {
    refusedWithTheFieldMessage('comprobante.png', testFiles.png({ text: '<svg onload=alert(1)>' }));
    refusedWithTheFieldMessage('comprobante.gif', testFiles.gif({ comment: '<script>alert(1)</script>' }));
  });

  it('never accepts SVG, whatever its name', () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>');
    expect(check('comprobante.svg', svg)).toMatchObject({ error: { part: 'name', message: MESSAGES.fileExtension } });
    for (const name of ['comprobante.png', 'comprobante.jpg', 'comprobante.gif', 'comprobante.pdf']) refusedWithTheFieldMessage(name, svg);
    refusedWithTheFieldMessage('comprobante.png', Buffer.from(svg.toString('latin1'), 'utf16le'));
  });

  it('refuses an image sharp cannot decode (a broken PNG) with the field message', async () => {
    const broken = testFiles.png();
    broken[broken.indexOf('IDAT') + 6] ^= 0xff; // a corrupted deflate stream (its CRC no longer matches)
    const checked = check('comprobante.png', broken);
    expect(checked).toHaveProperty('file');
    expect(await storableUpload((checked as { file: CheckedUpload }).file)).toBeNull();
  });
});
