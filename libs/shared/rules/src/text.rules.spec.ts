import { alphanumericRule, lettersRule, maxChars, textRule } from './text.rules';

describe('textRule', () => {
  it('accepts 5 to 200 characters', () => {
    expect(textRule('Hola!')).toBeNull();
    expect(textRule('x'.repeat(200))).toBeNull();
    expect(textRule(undefined)).toBeNull();
  });

  it.each(['Hola', '  abc  ', 'x'.repeat(201), 12345])('rejects %p', (value) => {
    expect(textRule(value)).toBe('Mínimo 5 caracteres, Maximo 200.');
  });
});

describe('lettersRule', () => {
  it('accepts letters with accents and spaces', () => {
    expect(lettersRule('Señor Núñez')).toBeNull();
    expect(lettersRule('')).toBeNull();
  });

  it('rejects digits and symbols', () => {
    expect(lettersRule('Calle 5')).toBe('El campo solo admite letras.');
    expect(lettersRule('a.b')).toBe('El campo solo admite letras.');
  });
});

describe('alphanumericRule', () => {
  it('accepts letters and digits', () => {
    expect(alphanumericRule('AB123')).toBeNull();
    expect(alphanumericRule(123)).toBeNull();
  });

  it('rejects spaces, accents and symbols', () => {
    expect(alphanumericRule('AB 123')).toBe('El campo solo admite letras y números.');
    expect(alphanumericRule('Año1')).toBe('El campo solo admite letras y números.');
    expect(alphanumericRule('A-1')).toBe('El campo solo admite letras y números.');
  });
});

describe('maxChars', () => {
  it('limits the length of the text', () => {
    const contractNumber = maxChars(100);
    expect(contractNumber('C'.repeat(100))).toBeNull();
    expect(contractNumber('C'.repeat(101))).toBe('Máximo 100 caracteres.');
    expect(contractNumber('')).toBeNull();
  });
});
