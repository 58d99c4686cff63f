import { legalNameRule, personNameRule } from './names.rules';

const PERSON_MESSAGE = 'Solo se permiten letras, mínimo 3 caracteres.';
const LEGAL_MESSAGE = 'Razón social no válida: mínimo 4 caracteres; solo admite letras, números, espacios y los caracteres . & - ( )';

describe('personNameRule', () => {
  it.each(['Ana', 'José María', 'Núñez', 'Müller', 'ÑOÑO', undefined, ''])('accepts %p', (value) => {
    expect(personNameRule(value)).toBeNull();
  });

  it.each(['Al', ' Al ', 'Juan2', "O'Neil", 'Ana-María', 'Ana.', 42])('rejects %p', (value) => {
    expect(personNameRule(value)).toBe(PERSON_MESSAGE);
  });

  it('allows 100 characters and no more', () => {
    expect(personNameRule('a'.repeat(100))).toBeNull();
    expect(personNameRule('a'.repeat(101))).toBe('Máximo 100 caracteres.');
  });
});

describe('legalNameRule', () => {
  it.each(['ACME', 'Ecopetrol S.A.', 'Café & Compañía Ltda.', 'Inversiones (2024) SAS', 'Empresa-Uno', 'Ñandú 123 S.A.S.', '3M Colombia'])(
    'accepts %p',
    (value) => {
      expect(legalNameRule(value)).toBeNull();
    },
  );

  it.each([
    'ABC', // shorter than 4
    ' ACME', // leading space
    ',ACME', // leading comma
    '"ACME"', // quotes
    "L'Oreal Colombia", // single quote
    'ACME, S.A.', // comma
    'ACME\\SAS', // backslash
    'Empresa <script>%$#', // storefront.md §5: special characters denied
    'ACME S.A.S. %',
    'ACME@SAS',
    'ACME#1',
    'ACME $',
    'ACME * Ltda',
    'ACME; S.A.',
  ])('rejects %p', (value) => {
    expect(legalNameRule(value)).toBe(LEGAL_MESSAGE);
  });

  it('allows 450 characters and no more', () => {
    expect(legalNameRule('A'.repeat(450))).toBeNull();
    expect(legalNameRule('A'.repeat(451))).toBe('Máximo 450 caracteres.');
  });

  it('accepts an empty value and rejects a non-text one', () => {
    expect(legalNameRule(null)).toBeNull();
    expect(legalNameRule(1234)).toBe(LEGAL_MESSAGE);
  });
});
