import { phoneRule } from './phone.rules';

const PHONE_MESSAGE = 'Debe ingresar un número de teléfono válido, de 7 a 10 cifras.';
const MOBILE_MESSAGE = 'Debe ingresar un número de celular válido de 10 dígitos.';

describe('phoneRule', () => {
  it.each(['6012345', '60123456', '3001234567', 3001234567, undefined, ''])('accepts %p', (value) => {
    expect(phoneRule(value)).toBeNull();
  });

  it.each(['601234', '30012345678', '300-123-4567', '300 1234567', '+573001234567', true])('rejects %p', (value) => {
    expect(phoneRule(value)).toBe(PHONE_MESSAGE);
  });

  it('asks exactly 10 digits for a mobile number', () => {
    expect(phoneRule('3001234567', { mobile: true })).toBeNull();
    expect(phoneRule('6012345', { mobile: true })).toBe(MOBILE_MESSAGE);
    expect(phoneRule('30012345678', { mobile: true })).toBe(MOBILE_MESSAGE);
    expect(phoneRule('300123456a', { mobile: true })).toBe(MOBILE_MESSAGE);
    expect(phoneRule('', { mobile: true })).toBeNull();
  });
});
