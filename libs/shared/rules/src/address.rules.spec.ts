import { additionalInfoRule, addressNumberRule, addressRule } from './address.rules';

const ADDRESS_MESSAGE = 'La dirección solo admite letras, números, espacios y los caracteres # - , .';

describe('addressRule', () => {
  it.each(['Calle 26 # 69-76', 'Cra. 7 # 32-16, Bogotá', 'Avenida El Poblado 5A-113', undefined, ''])('accepts %p', (value) => {
    expect(addressRule(value)).toBeNull();
  });

  it.each(['Calle 26 #69/76', 'Calle 26 (sur)', 'Calle 26 #69-76; apto 2', 'Calle_26', 42])('rejects %p', (value) => {
    expect(addressRule(value)).toBe(ADDRESS_MESSAGE);
  });

  it('asks at least 5 characters', () => {
    expect(addressRule('Cl 1')).toBe('Mínimo 5 caracteres.');
    expect(addressRule('Cl 10')).toBeNull();
  });

  it('allows 300 characters, or the given maximum', () => {
    expect(addressRule('a'.repeat(300))).toBeNull();
    expect(addressRule('a'.repeat(301))).toBe('Máximo 300 caracteres.');
    expect(addressRule('a'.repeat(201), { maxLength: 200 })).toBe('Máximo 200 caracteres.');
  });
});

describe('addressNumberRule', () => {
  it('accepts up to 3 digits', () => {
    expect(addressNumberRule('7')).toBeNull();
    expect(addressNumberRule(123)).toBeNull();
    expect(addressNumberRule('1234')).toBe('Máximo 3 caracteres.');
    expect(addressNumberRule('12A')).toBe('El campo debe ser numérico.');
  });
});

describe('additionalInfoRule', () => {
  it('allows 100 characters and no more', () => {
    expect(additionalInfoRule('Torre 2, apartamento 501')).toBeNull();
    expect(additionalInfoRule('x'.repeat(100))).toBeNull();
    expect(additionalInfoRule('x'.repeat(101))).toBe('Máximo 100 caracteres.');
    expect(additionalInfoRule(undefined)).toBeNull();
    expect(additionalInfoRule({})).toBe('Máximo 100 caracteres.');
  });
});
