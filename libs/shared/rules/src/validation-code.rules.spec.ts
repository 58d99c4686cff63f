import { validationCodeField, validationCodeRule } from './validation-code.rules';

describe('validationCodeRule', () => {
  it('accepts exactly 6 digits', () => {
    expect(validationCodeRule('012345')).toBeNull();
    expect(validationCodeRule(123456)).toBeNull();
    expect(validationCodeRule('')).toBeNull();
  });

  it.each(['12345', '1234567', '12345a', '123 45', 12345])('rejects %p', (value) => {
    expect(validationCodeRule(value)).toBe('Ingresa un código numérico de 6 caracteres.');
  });

  it('carries its own required message', () => {
    expect(validationCodeField.requiredMessage).toBe('Ingresa el código de validación');
  });
});
