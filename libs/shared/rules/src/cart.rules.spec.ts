import { cartPromoCodeRule, cartQuantityRule } from './cart.rules';

describe('cartQuantityRule', () => {
  it.each([1, '1', 999, '999'])('accepts %p', (value) => {
    expect(cartQuantityRule(value)).toBeNull();
  });

  it.each([0, 1000, '-1', 1.5, 'dos'])('rejects %p', (value) => {
    expect(cartQuantityRule(value)).toBe('La cantidad debe estar entre 1 y 999.');
  });
});

describe('cartPromoCodeRule', () => {
  it('allows codes up to 20 characters', () => {
    expect(cartPromoCodeRule('BIENVENIDA2025')).toBeNull();
    expect(cartPromoCodeRule('X'.repeat(20))).toBeNull();
    expect(cartPromoCodeRule('X'.repeat(21))).toBe('Máximo 20 caracteres.');
    expect(cartPromoCodeRule('')).toBeNull();
  });
});
