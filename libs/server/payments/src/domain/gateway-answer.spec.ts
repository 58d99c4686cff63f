import { describe, expect, it } from '@jest/globals';
import { amountInCents, centsOf, epaycoOutcomeOf, pagueATiempoOutcomeOf } from './gateway-answer';

describe('gateway answers', () => {
  it('map ePayco x_cod_response: 1 approved; 2, 4, 6, 9, 10, 11, 12 rejected; 3, 7, 8 and unknown codes pending', () => {
    expect(epaycoOutcomeOf('1')).toBe('APPROVED');
    for (const code of ['2', '4', '6', '9', '10', '11', '12']) expect(epaycoOutcomeOf(code)).toBe('REJECTED');
    for (const code of ['3', '7', '8', '99', '', undefined, null]) expect(epaycoOutcomeOf(code)).toBe('PENDING');
    expect(epaycoOutcomeOf(' 1 ')).toBe('APPROVED');
  });

  it('map PagueATiempo status words without case; unknown ones stay pending', () => {
    expect(pagueATiempoOutcomeOf('approved')).toBe('APPROVED');
    expect(pagueATiempoOutcomeOf('RECHAZADO')).toBe('REJECTED');
    expect(pagueATiempoOutcomeOf('Pending')).toBe('PENDING');
    expect(pagueATiempoOutcomeOf('whatever')).toBe('PENDING');
  });

  it('read amounts as integer cents, refusing anything but a plain decimal of at most 2 places', () => {
    expect(amountInCents('150000')).toBe(15_000_000);
    expect(amountInCents('150000.00')).toBe(15_000_000);
    expect(amountInCents('150000.5')).toBe(15_000_050);
    expect(amountInCents(' 0.01 ')).toBe(1);
    for (const bad of ['', '-1', '1e5', '150.000', '1.234', 'abc', '150000,00', undefined, null]) expect(amountInCents(bad)).toBeNull();
    expect(centsOf(126050.42)).toBe(12_605_042);
  });
});
