import { describe, expect, it } from '@jest/globals';
import type { ContractLineBalance } from '@lic/server-licensing-api';
import { contractPackageDetail, firstContractExpiration } from './contract-package-detail';

const balance = (
  contractNumber: string,
  lineId: number,
  total: number,
  used: number,
  isUnlimited = false,
  code = 'COLFACTURA_DOCUMENTO',
) => ({
  contractNumber,
  lineId,
  packageCode: 'COLFAC-PYME',
  serviceFeatureCode: code,
  effectiveDate: new Date('2026-01-01T05:00:00Z'),
  expirationDate: new Date(`2026-0${lineId}-28T04:59:59Z`),
  total,
  used,
  isUnlimited,
});

describe('contractPackageDetail', () => {
  it('leaves out what reservations hold: balance = total − used − reserved', () => {
    const detail = contractPackageDetail(7, false, [{ ...balance('A-1', 1, 1000, 100), reserved: 250 }]);
    expect(detail).toMatchObject({ quantityAccumulated: 1000, balanceAccumulated: 650, usedAccumulated: 100 });
    const held = { ...balance('A-1', 1, 10, 4), reserved: 6 };
    expect(firstContractExpiration([held], 'COLFACTURA_DOCUMENTO', new Date('2026-01-15T00:00:00Z'))).toBeNull();
  });

  it('sums per contract and in all, on the first feature only', () => {
    const detail = contractPackageDetail(7, false, [
      balance('A-1', 1, 1000, 100),
      balance('A-1', 2, 500, 0),
      balance('B-2', 3, 200, 200),
      balance('B-2', 3, 99, 1, false, 'COLFACTURA_OTRO'),
    ]);
    expect(detail).toMatchObject({
      contractPackageId: 7,
      quantityAccumulated: 1700,
      balanceAccumulated: 1400,
      usedAccumulated: 300,
      isUnlimited: false,
    });
    expect(detail.serviceFeatureCode).toBe('COLFACTURA_DOCUMENTO');
    expect(detail.contractServiceDetail.map((d) => [d.contractNumber, d.totalAmmount, d.totalBalance, d.totalUsed])).toEqual([
      ['A-1', 1500, 1400, 100],
      ['B-2', 200, 0, 200],
    ]);
    expect(detail.contractServiceDetail[0].expirationDate).toBe('2026-02-28T04:59:59.000Z');
  });

  it('is unlimited when a line is, and empty without balances', () => {
    expect(contractPackageDetail(1, false, [balance('A', 1, 0, 40, true)])).toMatchObject({
      isUnlimited: true,
      balanceAccumulated: 0,
      usedAccumulated: 40,
    });
    expect(contractPackageDetail(1, true, [])).toEqual({
      contractPackageId: 1,
      quantityAccumulated: 0,
      balanceAccumulated: 0,
      usedAccumulated: 0,
      isUnlimited: true,
      serviceFeatureCode: '',
      contractServiceDetail: [],
      plansConsumedFirst: [],
    });
  });
});

describe('firstContractExpiration', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const lineBalance = (expiration: string, used: number, total = 100, extra: Partial<ContractLineBalance> = {}): ContractLineBalance => ({
    contractNumber: 'CONV-1',
    lineId: 1,
    packageCode: 'COLFAC-PYME',
    serviceFeatureCode: 'COLFACTURA_DOCUMENTO',
    effectiveDate: new Date('2026-01-01T05:00:00Z'),
    expirationDate: new Date(expiration),
    total,
    used,
    isUnlimited: false,
    ...extra,
  });

  it('is the earliest expiry among active balances of the feature with something left', () => {
    expect(
      firstContractExpiration(
        [lineBalance('2027-06-01T05:00:00Z', 10), lineBalance('2027-01-01T05:00:00Z', 100), lineBalance('2027-03-01T05:00:00Z', 0)],
        'COLFACTURA_DOCUMENTO',
        now,
      ),
    ).toEqual(new Date('2027-03-01T05:00:00Z'));
  });

  it('ignores expired, future and other features, and is null when nothing is left', () => {
    expect(
      firstContractExpiration(
        [
          lineBalance('2026-11-01T05:00:00Z', 0),
          lineBalance('2027-02-01T05:00:00Z', 0, 100, { effectiveDate: new Date('2026-12-01T05:00:00Z') }),
          lineBalance('2027-02-01T05:00:00Z', 0, 100, { serviceFeatureCode: 'COLFACTURA_USUARIO' }),
        ],
        'COLFACTURA_DOCUMENTO',
        now,
      ),
    ).toBeNull();
    expect(
      firstContractExpiration([lineBalance('2027-05-01T05:00:00Z', 0, 0, { isUnlimited: true })], 'COLFACTURA_DOCUMENTO', now),
    ).toEqual(new Date('2027-05-01T05:00:00Z'));
  });
});
