import { contentMatchesExtension, detectFileType } from './file-signature';

const PDF = new TextEncoder().encode('%PDF-1.7\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const GIF = new TextEncoder().encode('GIF89a');
const EXE = new TextEncoder().encode('MZ\x90\x00');

describe('detectFileType', () => {
  it('recognises the accepted types by their leading bytes', () => {
    expect(detectFileType(PDF)).toBe('pdf');
    expect(detectFileType(PNG)).toBe('png');
    expect(detectFileType(JPG)).toBe('jpg');
    expect(detectFileType(GIF)).toBe('gif');
  });

  it('rejects other and too short contents', () => {
    expect(detectFileType(EXE)).toBeNull();
    expect(detectFileType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });
});

describe('contentMatchesExtension', () => {
  it('accepts content that agrees with the extension', () => {
    expect(contentMatchesExtension(PDF, 'pdf')).toBe(true);
    expect(contentMatchesExtension(JPG, '.JPEG')).toBe(true);
    expect(contentMatchesExtension(JPG, 'jpg')).toBe(true);
  });

  it('rejects a renamed file', () => {
    expect(contentMatchesExtension(EXE, 'pdf')).toBe(false);
    expect(contentMatchesExtension(PNG, 'pdf')).toBe(false);
  });
});
