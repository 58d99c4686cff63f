import { offerValueRule } from './offer.rules';

describe('offerValueRule', () => {
  it('takes a percentage for PTJ', () => {
    expect(offerValueRule('20', { offerTypeCode: 'PTJ', packagePrice: 100000 })).toBeNull();
    expect(offerValueRule('101', { offerTypeCode: 'PTJ', packagePrice: 100000 })).toBe('El campo debe ser numérico y menor o igual a 100.');
  });

  it('takes a value not above the package price for VLR', () => {
    expect(offerValueRule('80000', { offerTypeCode: 'VLR', packagePrice: 100000 })).toBeNull();
    expect(offerValueRule('100000', { offerTypeCode: 'VLR', packagePrice: '100000' })).toBeNull();
    expect(offerValueRule('100001', { offerTypeCode: 'VLR', packagePrice: 100000 })).toBe(
      'El valor total de la oferta no puede superar el valor del paquete',
    );
    expect(offerValueRule('8a', { offerTypeCode: 'VLR', packagePrice: 100000 })).toBe('El campo debe ser numérico.');
  });

  it('does not compare with a price not typed yet', () => {
    expect(offerValueRule('80000', { offerTypeCode: 'VLR', packagePrice: '' })).toBeNull();
    expect(offerValueRule('80000', { offerTypeCode: 'VLR' })).toBeNull();
  });

  it('allows 18 characters at most', () => {
    expect(offerValueRule('1'.repeat(19), { offerTypeCode: 'VLR' })).toBe('Máximo 18 caracteres.');
  });
});
