import { describe, expect, it } from '@jest/globals';
import { packageOf } from '../../catalogue/catalogue.fixtures';
import { freeBasePackage } from './trial-form';

describe('freeBasePackage (the package a trial offers)', () => {
  const paid = packageOf(1, 'Plan Pyme', { packagePrice: 119_000 });
  const freePlan = packageOf(2, 'Firmaya Gratis', { packagePrice: 0, validityTypeId: 'M' });
  const trial = packageOf(3, 'Prueba gratis 15 días', { packagePrice: 0, validityTypeId: 'D' });

  it('prefers the free base valid for some days (the trial) over the free plan', () => {
    expect(freeBasePackage([paid, freePlan, trial])?.packageName).toBe('Prueba gratis 15 días');
  });

  it('falls back to the free plan, and to nothing without a free base', () => {
    expect(freeBasePackage([paid, freePlan])?.packageName).toBe('Firmaya Gratis');
    expect(freeBasePackage([paid])).toBeNull();
  });
});
