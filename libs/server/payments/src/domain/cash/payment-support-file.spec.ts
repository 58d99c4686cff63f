import { describe, expect, it } from '@jest/globals';
import { uploadTestFiles as files } from '@lic/server-kernel';
import { FILE_MAX_BYTES, MESSAGES } from '@lic/shared-rules';
import { checkSupportFile } from './payment-support-file';

const b64 = (bytes: Buffer) => bytes.toString('base64');

describe('checkSupportFile', () => {
  it('accepts jpg, jpeg, png, gif and pdf whose content is of that type, under the normalised name', () => {
    const pdf = files.pdf();
    expect(checkSupportFile('comprobante.pdf', b64(pdf))).toEqual({
      file: { fileName: 'comprobante.pdf', contentType: 'application/pdf', content: pdf },
    });
    expect(checkSupportFile('C:\\fakepath\\RUT.PNG', `data:image/png;base64,${b64(files.png())}`)).toMatchObject({
      file: { fileName: 'RUT.png', contentType: 'image/png' },
    });
    expect(checkSupportFile('foto.jpeg', b64(files.jpeg()))).toMatchObject({ file: { contentType: 'image/jpeg' } });
    expect(checkSupportFile('scan.gif', b64(files.gif()))).toMatchObject({ file: { contentType: 'image/gif' } });
  });

  it.each([
    ['a renamed executable', 'comprobante.pdf', b64(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]))],
    ['an image named as a pdf', 'comprobante.pdf', b64(files.png())],
    [
      'a PDF whose OpenAction runs JavaScript',
      'comprobante.pdf',
      b64(files.pdf('1 0 obj << /OpenAction << /S /JavaScript /JS (x) >> >> endobj\n')),
    ],
    ['a PNG/PDF polyglot', 'comprobante.png', b64(files.png({ after: files.pdf() }))],
    ['a name without an allowed extension', 'comprobante.exe', b64(files.pdf())],
    ['an empty name', '  ', b64(files.pdf())],
    ['text that is not base64', 'comprobante.pdf', '¿qué?'],
    ['no content', 'comprobante.pdf', ''],
  ])('refuses %s with the extension message (400)', (_case, fileName, content) => {
    expect(checkSupportFile(fileName, content)).toMatchObject({ error: { message: MESSAGES.fileExtension, tooLarge: false } });
  });

  it('refuses a name longer than 200 characters (400) and content above 2,097,152 bytes (413)', () => {
    expect(checkSupportFile(`${'a'.repeat(196)}.pdf`, b64(files.pdf()))).toHaveProperty('file');
    expect(checkSupportFile(`${'a'.repeat(197)}.pdf`, b64(files.pdf()))).toEqual({
      error: { field: 'fileName', message: MESSAGES.fileName, tooLarge: false },
    });
    expect(checkSupportFile('grande.pdf', b64(files.pdfOfSize(FILE_MAX_BYTES)))).toHaveProperty('file');
    expect(checkSupportFile('grande.pdf', b64(files.pdfOfSize(FILE_MAX_BYTES + 1)))).toEqual({
      error: { field: 'contentFileBase64', message: MESSAGES.fileSize, tooLarge: true },
    });
  });
});
