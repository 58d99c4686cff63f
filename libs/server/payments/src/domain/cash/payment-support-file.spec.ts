import { describe, expect, it } from '@jest/globals';
import { FILE_MAX_BYTES, MESSAGES } from '@lic/shared-rules';
import { checkSupportFile } from './payment-support-file';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);
const b64 = (bytes: Buffer) => bytes.toString('base64');

describe('checkSupportFile', () => {
  it('accepts jpg, jpeg, png, gif and pdf whose content is of that type', () => {
    expect(checkSupportFile('comprobante.pdf', b64(PDF))).toEqual({
      file: { fileName: 'comprobante.pdf', contentType: 'application/pdf', content: PDF },
    });
    expect(checkSupportFile('RUT.PNG', `data:image/png;base64,${b64(PNG)}`)).toMatchObject({ file: { contentType: 'image/png' } });
    expect(checkSupportFile('foto.jpeg', b64(Buffer.from([0xff, 0xd8, 0xff, 0xe0])))).toMatchObject({
      file: { contentType: 'image/jpeg' },
    });
    expect(checkSupportFile('scan.gif', b64(Buffer.from('GIF89a')))).toMatchObject({ file: { contentType: 'image/gif' } });
  });

  it.each([
    ['a renamed executable', 'comprobante.pdf', b64(EXE)],
    ['an image named as a pdf', 'comprobante.pdf', b64(PNG)],
    ['a name without an allowed extension', 'comprobante.exe', b64(PDF)],
    ['a name without extension', 'comprobante', b64(PDF)],
    ['an empty name', '  ', b64(PDF)],
    ['text that is not base64', 'comprobante.pdf', '¿qué?'],
    ['no content', 'comprobante.pdf', ''],
  ])('refuses %s with the extension message', (_case, fileName, content) => {
    const checked = checkSupportFile(fileName, content);
    expect(checked).toHaveProperty('error.message', MESSAGES.fileExtension);
  });

  it('refuses a name longer than 200 characters and content above 2,097,152 bytes', () => {
    expect(checkSupportFile(`${'a'.repeat(196)}.pdf`, b64(PDF))).toHaveProperty('file');
    expect(checkSupportFile(`${'a'.repeat(197)}.pdf`, b64(PDF))).toEqual({ error: { field: 'fileName', message: MESSAGES.fileName } });
    const limit = Buffer.concat([PDF, Buffer.alloc(FILE_MAX_BYTES - PDF.length)]);
    expect(checkSupportFile('grande.pdf', b64(limit))).toHaveProperty('file');
    const over = Buffer.concat([limit, Buffer.alloc(1)]);
    expect(checkSupportFile('grande.pdf', b64(over))).toEqual({ error: { field: 'contentFileBase64', message: MESSAGES.fileSize } });
  });
});
