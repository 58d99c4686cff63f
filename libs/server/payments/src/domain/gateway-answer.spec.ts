import { describe, expect, it } from '@jest/globals';
import { amountInCents, centsOf, epaycoOutcomeOf, pagueATiempoOutcomeOf, readTestFlag } from './gateway-answer';

describe('gateway answers', () => {
  it('map ePayco x_cod_response: 1 approved; 2, 4, 9, 10, 11, 12 rejected; 6 reversed; 3, 7, 8 pending; others unknown', () => {
    expect(epaycoOutcomeOf('1')).toEqual({ outcome: 'APPROVED', known: true });
    for (const code of ['2', '4', '9', '10', '11', '12']) expect(epaycoOutcomeOf(code)).toEqual({ outcome: 'REJECTED', known: true });
    expect(epaycoOutcomeOf('6')).toEqual({ outcome: 'REVERSED', known: true });
    for (const code of ['3', '7', '8']) expect(epaycoOutcomeOf(code)).toEqual({ outcome: 'PENDING', known: true });
    for (const code of ['5', '13', '99', '', undefined, null]) expect(epaycoOutcomeOf(code)).toEqual({ outcome: 'PENDING', known: false });
    expect(epaycoOutcomeOf(' 1 ').outcome).toBe('APPROVED');
  });

  it('map PagueATiempo status words without case; unknown ones stay pending and are flagged', () => {
    expect(pagueATiempoOutcomeOf('approved').outcome).toBe('APPROVED');
    expect(pagueATiempoOutcomeOf('RECHAZADO').outcome).toBe('REJECTED');
    expect(pagueATiempoOutcomeOf('reversado').outcome).toBe('REVERSED');
    expect(pagueATiempoOutcomeOf('Pending')).toEqual({ outcome: 'PENDING', known: true });
    expect(pagueATiempoOutcomeOf('whatever')).toEqual({ outcome: 'PENDING', known: false });
  });

  it('read the test flag of a transaction (ePayco x_test_request): only true and false are understood, once', () => {
    for (const yes of ['TRUE', 'true', ' True ', 'tRuE']) expect(readTestFlag(yes)).toBe(true);
    for (const no of ['FALSE', 'false', ' False ', 'fAlSe']) expect(readTestFlag(no)).toBe(false);
    for (const unclear of ['T', 'F', 'SI', 'sí', 'NO', 'yes', '1', '0', '', ' ', 'TRUE FALSE', 'truee', undefined, null]) {
      expect(readTestFlag(unclear)).toBeNull();
    }
    for (const repeated of [['TRUE', 'FALSE'], ['FALSE', 'FALSE'], ['FALSE'], []]) expect(readTestFlag(repeated)).toBeNull();
  });

  it('do not read prototype names as codes', () => {
    for (const code of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(epaycoOutcomeOf(code)).toEqual({ outcome: 'PENDING', known: false });
      expect(pagueATiempoOutcomeOf(code)).toEqual({ outcome: 'PENDING', known: false });
    }
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
