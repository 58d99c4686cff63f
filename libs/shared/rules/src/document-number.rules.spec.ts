import {
  differentDocumentRule,
  documentNumberKind,
  documentNumberRule,
  normalizeDocumentNumber,
  showsCheckDigit,
} from './document-number.rules';

const PASSPORT_MESSAGE = 'El número de documento debe tener entre 5 y 15 letras o números.';
const NIT_MESSAGE = 'El NIT debe tener 9 dígitos, sin dígito de verificación.';
const OTHER_MESSAGE = 'El número de documento debe tener entre 5 y 15 dígitos.';

describe('documentNumberKind', () => {
  it('uses the passport rule for type ids 6, 10 and 13', () => {
    expect(documentNumberKind({ documentTypeId: 6 })).toBe('passport');
    expect(documentNumberKind({ documentTypeId: '10' })).toBe('passport');
    expect(documentNumberKind({ documentTypeId: 13, personType: 'N' })).toBe('passport');
  });

  it('checks a PPT (14) as the other identity numbers: digits only', () => {
    expect(documentNumberKind({ documentTypeId: 14 })).toBe('other');
    expect(documentNumberKind({ documentTypeId: '14', personType: 'N' })).toBe('other');
  });

  it('uses the NIT rule only for type 4 with person type J', () => {
    expect(documentNumberKind({ documentTypeId: 4, personType: 'J' })).toBe('nit');
    expect(documentNumberKind({ documentTypeId: 4, personType: 'N' })).toBe('other');
    expect(documentNumberKind({ documentTypeId: 1, personType: 'J' })).toBe('other');
    expect(documentNumberKind(undefined)).toBe('other');
  });
});

describe('documentNumberRule', () => {
  it('accepts an empty value', () => {
    expect(documentNumberRule('', { documentTypeId: 1 })).toBeNull();
  });

  it('accepts 5 to 15 letters or digits for a passport', () => {
    expect(documentNumberRule('AB123', { documentTypeId: 6 })).toBeNull();
    expect(documentNumberRule('PA1234567890123', { documentTypeId: 6 })).toBeNull();
    expect(documentNumberRule('AB12', { documentTypeId: 6 })).toBe(PASSPORT_MESSAGE);
    expect(documentNumberRule('PA12345678901234', { documentTypeId: 6 })).toBe(PASSPORT_MESSAGE);
    expect(documentNumberRule('AB-12345', { documentTypeId: 10 })).toBe(PASSPORT_MESSAGE);
  });

  it('accepts exactly 9 digits for the NIT of a legal person', () => {
    const nit = { documentTypeId: 4, personType: 'J' };
    expect(documentNumberRule('899999068', nit)).toBeNull();
    expect(documentNumberRule(899999068, nit)).toBeNull();
    expect(documentNumberRule('89999906', nit)).toBe(NIT_MESSAGE);
    expect(documentNumberRule('8999990681', nit)).toBe(NIT_MESSAGE);
    expect(documentNumberRule('89999906A', nit)).toBe(NIT_MESSAGE);
  });

  it('accepts 5 to 15 digits for other documents', () => {
    expect(documentNumberRule('12345', { documentTypeId: 1 })).toBeNull();
    expect(documentNumberRule('123456789012345', { documentTypeId: 2 })).toBeNull();
    expect(documentNumberRule('1234', { documentTypeId: 1 })).toBe(OTHER_MESSAGE);
    expect(documentNumberRule('1234567890123456', { documentTypeId: 1 })).toBe(OTHER_MESSAGE);
    expect(documentNumberRule('AB12345', { documentTypeId: 1 })).toBe(OTHER_MESSAGE);
    expect(documentNumberRule({ n: 1 }, { documentTypeId: 1 })).toBe(OTHER_MESSAGE);
  });

  it('accepts 5 to 15 digits for a PPT, and refuses letters', () => {
    expect(documentNumberRule('4889527', { documentTypeId: 14 })).toBeNull();
    expect(documentNumberRule('488 9527', { documentTypeId: 14 })).toBeNull();
    expect(documentNumberRule('PPT4889527', { documentTypeId: 14 })).toBe(OTHER_MESSAGE);
    expect(documentNumberRule('4889', { documentTypeId: 14 })).toBe(OTHER_MESSAGE);
    expect(documentNumberRule('1234567890123456', { documentTypeId: 14 })).toBe(OTHER_MESSAGE);
  });

  it('ignores spaces', () => {
    expect(normalizeDocumentNumber(' 899 999\t068 ')).toBe('899999068');
    expect(documentNumberRule(' 899 999 068 ', { documentTypeId: 4, personType: 'J' })).toBeNull();
    expect(documentNumberRule('1 2 3 4', { documentTypeId: 1 })).toBe(OTHER_MESSAGE);
  });
});

describe('showsCheckDigit', () => {
  it('shows the check digit for a NIT of more than 5 digits only', () => {
    expect(showsCheckDigit(4, '899999068')).toBe(true);
    expect(showsCheckDigit('4', '123456')).toBe(true);
    expect(showsCheckDigit(4, '12345')).toBe(false);
    expect(showsCheckDigit(4, ' 1 2 3 4 5 ')).toBe(false);
    expect(showsCheckDigit(1, '899999068')).toBe(false);
  });
});

describe('differentDocumentRule', () => {
  it('rejects a legal representative document equal to the NIT', () => {
    expect(differentDocumentRule('899999068', { nit: '899999068' })).toBe('Nit y Número de Documento no deben ser iguales.');
    expect(differentDocumentRule('899 999 068', { nit: 899999068 })).toBe('Nit y Número de Documento no deben ser iguales.');
  });

  it('accepts a different document or missing values', () => {
    expect(differentDocumentRule('1020304050', { nit: '899999068' })).toBeNull();
    expect(differentDocumentRule('1020304050', { nit: '' })).toBeNull();
    expect(differentDocumentRule('', { nit: '899999068' })).toBeNull();
    expect(differentDocumentRule('1020304050')).toBeNull();
  });
});
