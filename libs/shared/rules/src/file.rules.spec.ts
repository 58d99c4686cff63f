import { fileExtension, fileExtensionRule, fileNameRule, fileSizeRule, uploadFileRule } from './file.rules';

const EXTENSION_MESSAGE = 'Debe cargar un archivo valido (.jpg, .jpeg, png, pdf).';
const NAME_MESSAGE = 'El nombre del archivo seleccionado no es valido.';
const SIZE_MESSAGE = 'El tamaño del archivo supera el máximo permitido (2MB).';

describe('fileExtension', () => {
  it('reads the lower-case extension', () => {
    expect(fileExtension('Comprobante.PDF')).toBe('pdf');
    expect(fileExtension('foto.final.jpeg')).toBe('jpeg');
    expect(fileExtension('sin-extension')).toBe('');
    expect(fileExtension('.pdf')).toBe('');
    expect(fileExtension('archivo.')).toBe('');
  });
});

describe('file rules', () => {
  it.each(['a.jpg', 'a.jpeg', 'a.png', 'a.gif', 'a.pdf', 'A.JPG'])('accepts the extension of %p', (name) => {
    expect(fileExtensionRule(name)).toBeNull();
  });

  it.each(['a.exe', 'a.pdf.exe', 'a.webp', 'pdf', 3])('rejects the extension of %p', (name) => {
    expect(fileExtensionRule(name)).toBe(EXTENSION_MESSAGE);
  });

  it('allows names up to 200 characters', () => {
    expect(fileNameRule(`${'a'.repeat(196)}.pdf`)).toBeNull();
    expect(fileNameRule(`${'a'.repeat(197)}.pdf`)).toBe(NAME_MESSAGE);
  });

  it('allows files up to 2,097,152 bytes', () => {
    expect(fileSizeRule(0)).toBeNull();
    expect(fileSizeRule(2_097_152)).toBeNull();
    expect(fileSizeRule(2_097_153)).toBe(SIZE_MESSAGE);
    expect(fileSizeRule(-1)).toBe(SIZE_MESSAGE);
  });

  it('checks an upload by extension, then name, then size', () => {
    expect(uploadFileRule({ name: 'rut.pdf', size: 1024 })).toBeNull();
    expect(uploadFileRule({ name: 'rut.docx', size: 5_000_000 })).toBe(EXTENSION_MESSAGE);
    expect(uploadFileRule({ name: `${'a'.repeat(197)}.pdf`, size: 5_000_000 })).toBe(NAME_MESSAGE);
    expect(uploadFileRule({ name: 'rut.pdf', size: 5_000_000 })).toBe(SIZE_MESSAGE);
    expect(uploadFileRule('rut.pdf')).toBe(EXTENSION_MESSAGE);
    expect(uploadFileRule(undefined)).toBeNull();
  });
});
