import { describe, expect, it } from '@jest/globals';
import type { ContractedLine } from '@lic/server-contracts-api';
import { contractLineBalances, contractLineDates, type GrantFeature } from './contract-grant-plan';

const line = (overrides: Partial<ContractedLine> = {}): ContractedLine => ({
  lineId: 1,
  packageCode: 'COLFAC-PYME',
  quantity: 1500,
  isUnlimited: false,
  validityTypeId: 'M',
  validityAmount: 6,
  deviceType: null,
  credentialsDeliveryType: null,
  reassignmentQuota: null,
  identifierCode: 'COLFAC-PYME-6-M',
  ...overrides,
});

const feature = (code: string, category: 'T' | 'F', quantity: number, isUnlimited = false): GrantFeature => ({
  serviceId: 1,
  serviceFeatureId: code.length,
  serviceFeatureCode: code,
  serviceFeatureDescription: code,
  featureAlias: null,
  featureCategory: category,
  quantity,
  isUnlimited,
});

describe('contract line grants', () => {
  const contract = { contractStartDate: new Date('2026-11-22T05:00:00Z'), contractEndDate: new Date('2027-05-01T04:59:59Z') };

  it('starts at the contract start, or now when later, and never ends after the contract', () => {
    const early = contractLineDates(contract, line(), new Date('2026-11-01T12:00:00Z'));
    expect(early.effectiveDate).toEqual(contract.contractStartDate);
    expect(early.expirationDate).toEqual(contract.contractEndDate);
    const late = contractLineDates(contract, line({ validityTypeId: 'D', validityAmount: 10 }), new Date('2026-11-25T12:00:00Z'));
    expect(late.effectiveDate).toEqual(new Date('2026-11-25T12:00:00Z'));
    expect(late.expirationDate).toEqual(new Date('2026-12-05T11:59:59Z'));
  });

  it('gives T features the contracted quantity (unlimited lines unlimited) and F features the package terms', () => {
    const features = [feature('DOC', 'T', 500), feature('USERS', 'F', 3), feature('SUPPORT', 'F', 1_000_000, true)];
    expect(contractLineBalances(line(), features).map((b) => [b.featureCode, b.total, b.isUnlimited])).toEqual([
      ['DOC', 1500, false],
      ['USERS', 3, false],
      ['SUPPORT', 0, true],
    ]);
    expect(contractLineBalances(line({ isUnlimited: true, quantity: 0 }), features)[0]).toMatchObject({ total: 0, isUnlimited: true });
  });
});
