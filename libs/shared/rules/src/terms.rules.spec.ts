import { termsRule } from './terms.rules';

describe('termsRule', () => {
  it('passes only when the box is ticked', () => {
    expect(termsRule(true)).toBeNull();
  });

  it.each([false, undefined, null, 'true', 1])('fails for %p', (value) => {
    expect(termsRule(value)).toBe('Debes aceptar la Política de Tratamiento de Datos Personales y Términos y Condiciones.');
  });
});
