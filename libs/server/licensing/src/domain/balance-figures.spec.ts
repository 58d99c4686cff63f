import { describe, expect, it } from '@jest/globals';
import { availabilityOf, balanceFigures, quantityLabel } from './balance-figures';

describe('balance figures', () => {
  it('adds balances up and rounds the share used down', () => {
    const figures = balanceFigures([
      { total: 500, used: 435, isUnlimited: false },
      { total: 100, used: 0, isUnlimited: false },
    ]);
    expect(figures).toEqual({ total: 600, used: 435, reserved: 0, available: 165, isUnlimited: false, percentUsed: 72 });
  });

  it('is unlimited as soon as one balance is', () => {
    expect(
      balanceFigures([
        { total: 0, used: 40, isUnlimited: true },
        { total: 10, used: 1, isUnlimited: false },
      ]),
    ).toEqual({
      total: null,
      used: 41,
      reserved: 0,
      available: null,
      isUnlimited: true,
      percentUsed: 0,
    });
  });

  it('leaves out what reservations hold: available = total − used − reserved', () => {
    const figures = balanceFigures([
      { total: 100, used: 60, reserved: 30, isUnlimited: false },
      { total: 50, used: 0, reserved: 5, isUnlimited: false },
    ]);
    expect(figures).toMatchObject({ total: 150, used: 60, reserved: 35, available: 55 });
    expect(availabilityOf(balanceFigures([{ total: 10, used: 2, reserved: 8, isUnlimited: false }]))).toBe('NONE');
  });

  it('warns "Baja disponibilidad" from 85 % and "Sin disponibilidad" at 100 %', () => {
    const of = (used: number) => availabilityOf(balanceFigures([{ total: 1000, used, isUnlimited: false }]));
    expect(of(849)).toBe('OK');
    expect(of(850)).toBe('LOW');
    expect(of(999)).toBe('LOW');
    expect(of(1000)).toBe('NONE');
    expect(availabilityOf(balanceFigures([{ total: 0, used: 0, isUnlimited: true }]))).toBe('OK');
  });

  it('labels figures es-CO with dots, "Ilimitadas" when unlimited', () => {
    expect(quantityLabel(1000)).toBe('1.000');
    expect(quantityLabel(1234567)).toBe('1.234.567');
    expect(quantityLabel(5)).toBe('5');
    expect(quantityLabel(null)).toBe('Ilimitadas');
  });
});
