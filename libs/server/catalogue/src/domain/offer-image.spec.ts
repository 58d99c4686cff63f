import { describe, expect, it } from '@jest/globals';
import { checkImageUpload, offerImageUrl } from './offer-image';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const base64 = (bytes: Buffer) => bytes.toString('base64');

describe('checkImageUpload', () => {
  it('accepts each allowed type by its content and names its content type', () => {
    expect(checkImageUpload({ fileName: 'a.png', contentBase64: base64(PNG) })).toEqual({
      file: { fileName: 'a.png', contentType: 'image/png', content: PNG },
    });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xdb]);
    expect(checkImageUpload({ fileName: 'a.JPEG', contentBase64: base64(jpeg) })).toMatchObject({ file: { contentType: 'image/jpeg' } });
    expect(checkImageUpload({ fileName: 'a.gif', contentBase64: base64(Buffer.from('GIF89a')) })).toMatchObject({
      file: { contentType: 'image/gif' },
    });
    expect(
      checkImageUpload({ fileName: 'a.pdf', contentBase64: `data:application/pdf;base64,${base64(Buffer.from('%PDF-1.7'))}` }),
    ).toMatchObject({
      file: { contentType: 'application/pdf' },
    });
  });

  it.each([
    ['a name without an allowed extension', { fileName: 'a.svg', contentBase64: base64(PNG) }],
    ['a name without extension', { fileName: 'imagen', contentBase64: base64(PNG) }],
    ['content of another type than the name says', { fileName: 'a.gif', contentBase64: base64(PNG) }],
    ['content of no allowed type', { fileName: 'a.png', contentBase64: base64(Buffer.from('<html>')) }],
    ['text that is not base64', { fileName: 'a.png', contentBase64: '¿qué?' }],
    ['empty content', { fileName: 'a.png', contentBase64: '' }],
  ])('refuses %s', (_case, upload) => {
    expect(checkImageUpload(upload)).toEqual({ error: 'Debe cargar un archivo valido (.jpg, .jpeg, png, pdf).' });
  });

  it('refuses more than 2 MB and names longer than 200 characters', () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2_097_152 - PNG.length + 1)]);
    expect(checkImageUpload({ fileName: 'a.png', contentBase64: base64(big) })).toEqual({
      error: 'El tamaño del archivo supera el máximo permitido (2MB).',
    });
    const limit = Buffer.concat([PNG, Buffer.alloc(2_097_152 - PNG.length)]);
    expect(checkImageUpload({ fileName: 'a.png', contentBase64: base64(limit) })).toHaveProperty('file');
    expect(checkImageUpload({ fileName: `${'a'.repeat(197)}.png`, contentBase64: base64(PNG) })).toEqual({
      error: 'El nombre del archivo seleccionado no es valido.',
    });
  });

  it('builds the URL the API serves the image at', () => {
    expect(offerImageUrl('0a1b')).toBe('/license/api/Package/GetOfferImage/0a1b');
    expect(offerImageUrl(null)).toBeNull();
  });
});
