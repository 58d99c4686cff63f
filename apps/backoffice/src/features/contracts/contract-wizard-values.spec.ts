import { describe, expect, it } from '@jest/globals';
import { lineValidityFromContract } from './contract-wizard-values';

const parameters = {
  validityTypes: [
    { id: 'A', nameValidity: 'Años' },
    { id: 'M', nameValidity: 'Meses' },
    { id: 'D', nameValidity: 'Días' },
  ],
  maxValidityAmounts: [
    { id: 'A', amount: 2 },
    { id: 'M', amount: 24 },
    { id: 'D', amount: 730 },
  ],
};

describe('lineValidityFromContract: a new line covers the contract by default', () => {
  it('whole years, the end day included or on the anniversary', () => {
    expect(lineValidityFromContract('2027-03-01', '2028-02-29', parameters)).toEqual({ validityService: 'A', validityAmount: '1' });
    expect(lineValidityFromContract('2027-03-01', '2028-03-01', parameters)).toEqual({ validityService: 'A', validityAmount: '1' });
    expect(lineValidityFromContract('2027-01-15', '2029-01-14', parameters)).toEqual({ validityService: 'A', validityAmount: '2' });
  });

  it('whole months, then days', () => {
    expect(lineValidityFromContract('2027-01-31', '2027-02-28', parameters)).toEqual({ validityService: 'M', validityAmount: '1' });
    expect(lineValidityFromContract('2027-01-10', '2027-07-09', parameters)).toEqual({ validityService: 'M', validityAmount: '6' });
    expect(lineValidityFromContract('2027-01-10', '2027-01-24', parameters)).toEqual({ validityService: 'D', validityAmount: '15' });
  });

  it('only types the parameters offer, within their maximum', () => {
    const monthsAndDays = { ...parameters, validityTypes: parameters.validityTypes.filter((type) => type.id !== 'A') };
    expect(lineValidityFromContract('2027-03-01', '2028-02-29', monthsAndDays)).toEqual({ validityService: 'M', validityAmount: '12' });
    const daysOnly = { validityTypes: [{ id: 'D', nameValidity: 'Días' }], maxValidityAmounts: [{ id: 'D', amount: 31 }] };
    expect(lineValidityFromContract('2027-03-01', '2027-03-31', daysOnly)).toEqual({ validityService: 'D', validityAmount: '31' });
    expect(lineValidityFromContract('2027-03-01', '2027-04-30', daysOnly)).toBeNull();
  });

  it('nothing without both dates in order', () => {
    expect(lineValidityFromContract(undefined, '2027-03-01', parameters)).toBeNull();
    expect(lineValidityFromContract('2027-03-01', undefined, parameters)).toBeNull();
    expect(lineValidityFromContract('2027-03-01', '2027-03-01', parameters)).toBeNull();
    expect(lineValidityFromContract('2027-03-02', '2027-03-01', parameters)).toBeNull();
  });
});
