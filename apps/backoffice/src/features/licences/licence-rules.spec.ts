import { describe, expect, it } from '@jest/globals';
import dayjs from 'dayjs';
import {
  balanceAlert,
  defaultStartDate,
  endDateFor,
  featureReportUrl,
  formatQuantity,
  isEndDateDisabled,
  needsContract,
} from './licence-rules';

describe('licence screen rules', () => {
  it('warns from 85 % used and says there is nothing left at 100 %', () => {
    expect(balanceAlert({ percentageUsed: 84.9, isUnlimited: false })).toBeNull();
    expect(balanceAlert({ percentageUsed: 85, isUnlimited: false })).toBe('Baja disponibilidad');
    expect(balanceAlert({ percentageUsed: 99.99, isUnlimited: false })).toBe('Baja disponibilidad');
    expect(balanceAlert({ percentageUsed: 100, isUnlimited: false })).toBe('Sin disponibilidad');
    expect(balanceAlert({ percentageUsed: 0, isUnlimited: true })).toBeNull();
  });

  it('shows quantities with dots, unlimited as Ilimitadas', () => {
    expect(formatQuantity(1234567)).toBe('1.234.567');
    expect(formatQuantity(0)).toBe('0');
    expect(formatQuantity(null)).toBe('Ilimitadas');
    expect(formatQuantity(5, true)).toBe('Ilimitadas');
  });

  it('starts a minute from now and ends the next day at 23:59:59', () => {
    const now = dayjs('2026-03-10T22:30:15');
    const start = defaultStartDate(now);
    expect(start.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-10 22:31:15');
    expect(endDateFor(start).format('YYYY-MM-DD HH:mm:ss.SSS')).toBe('2026-03-11 23:59:59.000');
  });

  it('disables end dates on or before the start day', () => {
    const start = dayjs('2026-03-10T10:00:00');
    expect(isEndDateDisabled(dayjs('2026-03-09'), start)).toBe(true);
    expect(isEndDateDisabled(dayjs('2026-03-10T23:00:00'), start)).toBe(true);
    expect(isEndDateDisabled(dayjs('2026-03-11'), start)).toBe(false);
    expect(isEndDateDisabled(dayjs('2026-03-11'), null)).toBe(false);
  });

  it('asks a contract number only for BIILIMITADO', () => {
    expect(needsContract('BIILIMITADO')).toBe(true);
    expect(needsContract('FAC-PYME')).toBe(false);
    expect(needsContract(undefined)).toBe(false);
  });

  it('builds the feature report address with the customer and the claims', () => {
    expect(featureReportUrl({ documentType: 4, documentNumber: '900123456' }, 'COLFACTURA_DOCUMENTO', 'COLFACTURA')).toBe(
      '/license/reports/reportView?reportType=KibanaConsumptionReport&documentType=4&documentNumber=900123456' +
        '&claimCreate=COLFACTURA_DOCUMENTO&claimDelete=COLFACTURA',
    );
  });
});
