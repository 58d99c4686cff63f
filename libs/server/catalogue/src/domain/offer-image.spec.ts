import { describe, expect, it } from '@jest/globals';
import { uploadTestFiles as files } from '@lic/server-kernel';
import { checkImageUpload, offerImageUrl } from './offer-image';

const base64 = (bytes: Buffer) => bytes.toString('base64');

describe('checkImageUpload', () => {
  it('accepts each allowed type by its content and names its content type', () => {
    const png = files.png();
    expect(checkImageUpload({ fileName: 'a.png', contentBase64: base64(png) })).toEqual({
      file: { fileName: 'a.png', contentType: 'image/png', content: png },
    });
    expect(checkImageUpload({ fileName: 'a.JPEG', contentBase64: base64(files.jpeg()) })).toMatchObject({
      file: { fileName: 'a.jpeg', contentType: 'image/jpeg' },
    });
    expect(checkImageUpload({ fileName: 'a.gif', contentBase64: base64(files.gif()) })).toMatchObject({
      file: { contentType: 'image/gif' },
    });
    expect(checkImageUpload({ fileName: 'a.pdf', contentBase64: `data:application/pdf;base64,${base64(files.pdf())}` })).toMatchObject({
      file: { contentType: 'application/pdf' },
    });
  });

  it.each([
    ['a name without an allowed extension', { fileName: 'a.svg', contentBase64: base64(files.png()) }],
    ['a name without extension', { fileName: 'imagen', contentBase64: base64(files.png()) }],
    ['content of another type than the name says', { fileName: 'a.gif', contentBase64: base64(files.png()) }],
    ['content of no allowed type', { fileName: 'a.png', contentBase64: base64(Buffer.from('<html>')) }],
    ['an image with a script after its end', { fileName: 'a.png', contentBase64: base64(files.png({ after: Buffer.from('<script>') })) }],
    ['a PDF that runs JavaScript', { fileName: 'a.pdf', contentBase64: base64(files.pdf('2 0 obj << /S /JavaScript >> endobj\n')) }],
    ['text that is not base64', { fileName: 'a.png', contentBase64: '¿qué?' }],
    ['empty content', { fileName: 'a.png', contentBase64: '' }],
  ])('refuses %s', (_case, upload) => {
    expect(checkImageUpload(upload)).toEqual({ error: 'Debe cargar un archivo valido (.jpg, .jpeg, png, pdf).', tooLarge: false });
  });

  it('refuses more than 2 MB and names longer than 200 characters', () => {
    expect(checkImageUpload({ fileName: 'a.pdf', contentBase64: base64(files.pdfOfSize(2_097_153)) })).toEqual({
      error: 'El tamaño del archivo supera el máximo permitido (2MB).',
      tooLarge: true,
    });
    expect(checkImageUpload({ fileName: 'a.pdf', contentBase64: base64(files.pdfOfSize(2_097_152)) })).toHaveProperty('file');
    expect(checkImageUpload({ fileName: `${'a'.repeat(197)}.png`, contentBase64: base64(files.png()) })).toEqual({
      error: 'El nombre del archivo seleccionado no es valido.',
      tooLarge: false,
    });
  });

  it('builds the URL the API serves the image at', () => {
    expect(offerImageUrl('0a1b')).toBe('/license/api/Package/GetOfferImage/0a1b');
    expect(offerImageUrl(null)).toBeNull();
  });
});
