import { describe, expect, it } from '@jest/globals';
import { loadWithholdingRates } from './withholding.config';

describe('loadWithholdingRates', () => {
  it('is all 0 unless configured', () => {
    expect(loadWithholdingRates({})).toEqual({ retefuente: 0, reteiva: 0, reteica: 0 });
    expect(loadWithholdingRates({ PAYMENTS_RETEFUENTE_PERCENT: '2.5', PAYMENTS_RETEICA_PERCENT: '0.966' })).toEqual({
      retefuente: 2.5,
      reteiva: 0,
      reteica: 0.966,
    });
  });

  it('refuses a rate that is not a percentage, in Spanish', () => {
    expect(() => loadWithholdingRates({ PAYMENTS_RETEIVA_PERCENT: '150' })).toThrow(
      'PAYMENTS_RETEIVA_PERCENT debe ser un porcentaje entre 0 y 100',
    );
    expect(() => loadWithholdingRates({ PAYMENTS_RETEFUENTE_PERCENT: '-1' })).toThrow('PAYMENTS_RETEFUENTE_PERCENT');
  });
});
