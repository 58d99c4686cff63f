import { describe, expect, it } from '@jest/globals';
import { contractEndInstant, contractStartInstant } from '@lic/shared-rules';
import { Contract } from './contract.entity';

describe('Contract.standingOn: in force from the first instant of its start day to the last of its end day (Bogotá)', () => {
  const contract = Object.assign(new Contract(), {
    contractStartDate: new Date(contractStartInstant('2026-12-01')),
    contractEndDate: new Date(contractEndInstant('2027-11-30')),
  });

  it('is yet to start the evening before its first day', () => {
    expect(contract.standingOn(new Date('2026-12-01T04:59:59.999Z'))).toBe('POR_INICIAR');
  });

  it('is in force from midnight of its first day to the last millisecond of its end day', () => {
    expect(contract.standingOn(new Date('2026-12-01T05:00:00.000Z'))).toBe('VIGENTE');
    expect(contract.standingOn(new Date('2027-12-01T04:59:59.999Z'))).toBe('VIGENTE');
  });

  it('has ended once its end day is over in Bogotá', () => {
    expect(contract.standingOn(new Date('2027-12-01T05:00:00.000Z'))).toBe('TERMINADO');
  });
});
