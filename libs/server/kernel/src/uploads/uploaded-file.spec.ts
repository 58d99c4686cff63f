import { describe, expect, it } from '@jest/globals';
import { FILE_MAX_BYTES, MESSAGES } from '@lic/shared-rules';
import { testFiles } from './upload-test-files';
import { inspectUploadedContent } from './uploaded-file-content';
import { checkUploadedFile } from './uploaded-file';
import { normalizeUploadedFileName } from './uploaded-file-name';

const b64 = (bytes: Buffer) => bytes.toString('base64');
const check = (fileName: string, content: Buffer | string) =>
  checkUploadedFile({ fileName, contentBase64: typeof content === 'string' ? content : b64(content) });

describe('checkUploadedFile', () => {
  it('accepts well-formed jpg, jpeg, png, gif and pdf files, typed by their bytes', () => {
    expect(check('comprobante.pdf', testFiles.pdf())).toMatchObject({
      file: { fileName: 'comprobante.pdf', contentType: 'application/pdf' },
    });
    expect(check('RUT.PNG', `data:image/png;base64,${b64(testFiles.png())}`)).toMatchObject({
      file: { fileName: 'RUT.png', contentType: 'image/png' },
    });
    expect(check('foto.jpeg', testFiles.jpeg())).toMatchObject({ file: { fileName: 'foto.jpeg', contentType: 'image/jpeg' } });
    expect(check('foto.jpg', testFiles.jpeg())).toMatchObject({ file: { fileName: 'foto.jpg' } });
    expect(check('scan.gif', testFiles.gif())).toMatchObject({ file: { contentType: 'image/gif' } });
    // Padding after the end marker is not data.
    expect(check('comprobante.pdf', testFiles.pdf(undefined, '\r\n\n  '))).toHaveProperty('file');
    expect(check('foto.jpg', testFiles.jpeg({ after: Buffer.alloc(16) }))).toHaveProperty('file');
  });

  it.each([
    ['a renamed executable', 'comprobante.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)])],
    ['an image named as a pdf', 'comprobante.pdf', testFiles.png()],
    ['a name without an allowed extension', 'comprobante.exe', testFiles.pdf()],
    ['an empty name', '  ', testFiles.pdf()],
    ['text that is not base64', 'comprobante.pdf', '¿qué?'],
    ['no content', 'comprobante.pdf', ''],
  ])('refuses %s with the extension message (400)', (_case, fileName, content) => {
    expect(check(fileName, content)).toMatchObject({ error: { message: MESSAGES.fileExtension, tooLarge: false } });
  });

  it('refuses a name above 200 characters (400) and content above 2,097,152 bytes (413) with the spec messages', () => {
    expect(check(`${'a'.repeat(196)}.pdf`, testFiles.pdf())).toHaveProperty('file');
    expect(check(`${'a'.repeat(197)}.pdf`, testFiles.pdf())).toEqual({
      error: { part: 'name', message: MESSAGES.fileName, tooLarge: false },
    });
    const padded = testFiles.pdfOfSize;
    expect(check('limite.pdf', padded(FILE_MAX_BYTES))).toHaveProperty('file');
    expect(check('grande.pdf', padded(FILE_MAX_BYTES + 1))).toEqual({
      error: { part: 'content', message: MESSAGES.fileSize, tooLarge: true },
    });
    expect(check('grande.pdf', 'A'.repeat(4 * 1024 * 1024))).toMatchObject({ error: { tooLarge: true } });
  });
});

describe('content inspection (decision 0013)', () => {
  it.each([
    ['/JavaScript', '2 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n'],
    ['/JS alone', '2 0 obj << /JS (app.alert(1)) >> endobj\n'],
    ['an /OpenAction running JavaScript', '1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (x) >> >> endobj\n'],
    ['/AA (additional actions)', '3 0 obj << /Type /Page /AA << /O 4 0 R >> >> endobj\n'],
    ['/Launch', '4 0 obj << /S /Launch /F (cmd.exe) >> endobj\n'],
    ['/EmbeddedFile', '5 0 obj << /Type /EmbeddedFile /Length 3 >> stream\nabc\nendstream endobj\n'],
    ['/EmbeddedFiles in the names tree', '1 0 obj << /Names << /EmbeddedFiles 6 0 R >> >> endobj\n'],
    ['a name hidden with #xx escapes', '2 0 obj << /S /J#61vaScript /J#53 (x) >> endobj\n'],
    ['an escaped action type (/J#61vaScript)', '1 0 obj << /Type /Catalog /OpenAction << /S /J#61vaScript >> >> endobj\n'],
  ])('refuses a PDF with %s', (_case, body) => {
    expect(inspectUploadedContent('pdf', testFiles.pdf(body))).toBe('pdf-active-content');
    expect(check('comprobante.pdf', testFiles.pdf(body))).toMatchObject({ error: { part: 'content', message: MESSAGES.fileExtension } });
  });

  it('refuses a PDF whose compressed object stream hides an action, and passes one that hides nothing', () => {
    expect(inspectUploadedContent('pdf', testFiles.pdfWithObjectStream('<< /OpenAction << /S /JavaScript /JS (x) >> >>'))).toBe(
      'pdf-active-content',
    );
    expect(inspectUploadedContent('pdf', testFiles.pdfWithObjectStream('<< /Type /Page >>'))).toBeNull();
  });

  it('refuses data after the last %%EOF (a PDF polyglot) and a PDF without %%EOF', () => {
    expect(inspectUploadedContent('pdf', testFiles.pdf(undefined, '\n<html><script>alert(1)</script></html>'))).toBe('data-after-end');
    expect(inspectUploadedContent('pdf', Buffer.concat([testFiles.pdf(), testFiles.png()]))).toBe('data-after-end');
    expect(inspectUploadedContent('pdf', Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'))).toBe('pdf-without-end');
  });

  it('refuses a PNG with data after IEND, HTML in a text chunk, or cut short', () => {
    expect(inspectUploadedContent('png', testFiles.png({ after: testFiles.pdf() }))).toBe('data-after-end');
    expect(inspectUploadedContent('png', testFiles.png({ after: Buffer.from('<?php system($_GET[1]); ?>') }))).toBe('data-after-end');
    expect(inspectUploadedContent('png', testFiles.png({ text: '<script>alert(document.cookie)</script>' }))).toBe('html-inside');
    expect(inspectUploadedContent('png', testFiles.png().subarray(0, 40))).toBe('truncated');
    expect(inspectUploadedContent('png', testFiles.png({ text: 'Escaneado con el teléfono' }))).toBeNull();
  });

  it('refuses a GIF with data after the trailer, HTML in a comment, or cut short', () => {
    expect(inspectUploadedContent('gif', testFiles.gif({ after: Buffer.from('<html></html>') }))).toBe('data-after-end');
    expect(inspectUploadedContent('gif', testFiles.gif({ after: testFiles.pdf() }))).toBe('data-after-end');
    expect(inspectUploadedContent('gif', testFiles.gif({ comment: '<SCRIPT src=//x.co></SCRIPT>' }))).toBe('html-inside');
    expect(inspectUploadedContent('gif', Buffer.from('GIF89a'))).toBe('truncated');
  });

  it('refuses a JPEG with data after EOI, HTML in a comment, or cut short', () => {
    expect(inspectUploadedContent('jpg', testFiles.jpeg({ after: testFiles.pdf() }))).toBe('data-after-end');
    expect(inspectUploadedContent('jpg', testFiles.jpeg({ comment: '<iframe src="javascript:alert(1)">' }))).toBe('html-inside');
    expect(inspectUploadedContent('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('truncated');
    expect(inspectUploadedContent('jpg', testFiles.jpeg({ comment: 'Comprobante Banco' }))).toBeNull();
  });
});

describe('normalizeUploadedFileName', () => {
  it.each([
    ['comprobante.pdf', 'pdf', 'comprobante.pdf'],
    ['C:\\Users\\ana\\Escritorio\\RUT empresa.PDF', 'pdf', 'RUT empresa.pdf'],
    ['../../etc/passwd.png', 'png', 'passwd.png'],
    ['Consignación Bogotá.jpeg', 'jpg', 'Consignación Bogotá.jpeg'],
    ['Consignacio\u0301n.png', 'png', 'Consignación.png'],
    ['factura\u202egnp.exe.pdf', 'pdf', 'factura_gnp_exe.pdf'],
    ['<script>alert(1)</script>.gif', 'gif', 'script.gif'],
    ['<b>alert(1)<b>.gif', 'gif', 'b_alert(1)_b.gif'],
    ['a\u0000b\r\nc.pdf', 'pdf', 'a_b_c.pdf'],
    ['   ...pdf', 'pdf', 'archivo.pdf'],
    ['"; drop table x;.jpg', 'jpg', 'drop table x.jpg'],
  ] as const)('%j as %s is stored as %j', (clientName, type, stored) => {
    expect(normalizeUploadedFileName(clientName, type)).toBe(stored);
  });

  it('keeps names within 200 characters', () => {
    expect(normalizeUploadedFileName(`${'ñ'.repeat(300)}.pdf`, 'pdf')).toHaveLength(200);
  });
});
