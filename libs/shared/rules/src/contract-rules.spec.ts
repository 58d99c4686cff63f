import {
  addToCalendarDate,
  bogotaDateOf,
  bogotaToday,
  canContractProduct,
  commercialManagerRole,
  contractCompanyName,
  contractEndInstant,
  contractEndLimits,
  contractEndProblem,
  contractQuantityProblem,
  contractStartInstant,
  contractStartProblem,
  editingIndexAfterRemoval,
  exceedsMaxValidityAmount,
  firstDuplicateServiceLine,
  formatContractDate,
  formatContractQuantity,
  formatThousands,
  isDuplicateServiceLine,
  jobTitleProblem,
  keepDigits,
  maxContractStart,
  normalizeReassignmentQuota,
  normalizeReassignmentQuotaInput,
  normalizeValidityAmountInput,
  parseTypedDate,
  reassignmentQuotaProblem,
  saveServiceLine,
  serviceLineIdentifierCode,
  toCalendarDate,
  validityAmountProblem,
} from './contract-rules';

const maxAmounts = [
  { id: 'A', amount: 2 },
  { id: 'M', amount: 24 },
  { id: 'D', amount: 730 },
];

describe('calendar dates', () => {
  it('parses dd/MM/yyyy into real dates only', () => {
    expect(parseTypedDate('05/03/2026')).toBe('2026-03-05');
    expect(parseTypedDate('29/02/2024')).toBe('2024-02-29');
    expect(parseTypedDate('29/02/2025')).toBeNull();
    expect(parseTypedDate('2026-03-05')).toBeNull();
    expect(parseTypedDate('5/3/2026')).toBeNull();
  });

  it('reads calendar dates and the date part of instants', () => {
    expect(toCalendarDate('2026-03-05')).toBe('2026-03-05');
    expect(toCalendarDate('2026-03-05T10:00:00Z')).toBe('2026-03-05');
    expect(toCalendarDate('2026-02-30')).toBeNull();
    expect(toCalendarDate(20260305)).toBeNull();
  });

  it('formats dd/MM/yyyy', () => {
    expect(formatContractDate('2026-03-05')).toBe('05/03/2026');
    expect(formatContractDate('nope')).toBe('No disponible');
  });

  it('adds days, months and years, stopping at the end of shorter months', () => {
    expect(addToCalendarDate('2026-12-31', 1, 'day')).toBe('2027-01-01');
    expect(addToCalendarDate('2026-01-31', 1, 'month')).toBe('2026-02-28');
    expect(addToCalendarDate('2024-02-29', 2, 'year')).toBe('2026-02-28');
    expect(addToCalendarDate('2026-03-05', 2, 'year')).toBe('2028-03-05');
  });

  it('knows the Bogotá calendar day of an instant and builds start and end of day instants', () => {
    expect(bogotaToday(new Date('2026-03-06T03:00:00Z'))).toBe('2026-03-05');
    expect(bogotaToday(new Date('2026-03-06T05:00:00Z'))).toBe('2026-03-06');
    expect(contractStartInstant('2026-03-05')).toBe('2026-03-05T00:00:00.000-05:00');
    expect(contractEndInstant('2026-03-05')).toBe('2026-03-05T23:59:59.999-05:00');
    expect(bogotaDateOf(contractStartInstant('2026-03-05'))).toBe('2026-03-05');
    expect(bogotaDateOf(contractEndInstant('2026-03-05'))).toBe('2026-03-05');
    expect(bogotaDateOf('x')).toBeNull();
  });
});

describe('contract start date (§5.4)', () => {
  const today = '2026-03-05';

  it('is required and must be a real dd/MM/yyyy date', () => {
    expect(contractStartProblem('', { today })).toBe('Campo obligatorio');
    expect(contractStartProblem('31/02/2026', { today })).toBe('Fecha inválida, el formato debe ser dd/MM/yyyy');
    expect(contractStartProblem('2026-13-01', { today })).toBe('Fecha inválida, el formato debe ser dd/MM/yyyy');
  });

  it('starts on 01/01/2000 at the earliest', () => {
    expect(contractStartProblem('1999-12-31', { today })).toBe('Fecha mínima permitida 01/01/2000');
    expect(contractStartProblem('01/01/2000', { today })).toBeNull();
  });

  it('starts today at the latest unless the parameter lets it go further', () => {
    expect(contractStartProblem('2026-03-05', { today })).toBeNull();
    expect(contractStartProblem('2026-03-06', { today })).toBe('Fecha máxima permitida 05/03/2026');
    const parameter = { isBeyondOneMonth: true, dateUnit: 'month' as const, quantity: 1 };
    expect(maxContractStart(today, parameter)).toBe('2026-04-05');
    expect(contractStartProblem('2026-04-05', { today, startDateParameter: parameter })).toBeNull();
    expect(contractStartProblem('2026-04-06', { today, startDateParameter: parameter })).toBe('Fecha máxima permitida 05/04/2026');
    expect(maxContractStart(today, { isBeyondOneMonth: true, dateUnit: 'day', quantity: 10 })).toBe('2026-03-15');
    expect(maxContractStart(today, { isBeyondOneMonth: false, dateUnit: 'day', quantity: 10 })).toBe(today);
  });
});

describe('contract end date (§5.4)', () => {
  it('is after the start and at most two years later', () => {
    expect(contractEndLimits('2026-03-05')).toEqual({ min: '2026-03-06', max: '2028-03-05' });
    expect(contractEndProblem(undefined, '2026-03-05')).toBe('Campo obligatorio');
    expect(contractEndProblem('2026-03-05', '2026-03-05')).toBe('La fecha debe ser posterior a 05/03/2026');
    expect(contractEndProblem('2026-03-06', '2026-03-05')).toBeNull();
    expect(contractEndProblem('05/03/2028', '2026-03-05')).toBeNull();
    expect(contractEndProblem('2028-03-06', '2026-03-05')).toBe('La fecha no puede ser mayor a 05/03/2028');
    expect(contractEndProblem('bad', '2026-03-05')).toBe('Fecha inválida, el formato debe ser dd/MM/yyyy');
  });

  it('checks only the format while the start is missing', () => {
    expect(contractEndProblem('2040-01-01', undefined)).toBeNull();
  });
});

describe('service lines (§3.5, §4.3)', () => {
  it('builds the identifier from package, device, validity amount and type', () => {
    expect(serviceLineIdentifierCode({ packageCode: 'FE100', validityAmount: 12, typeValidity: 'M' })).toBe('FE100-12-M');
    expect(serviceLineIdentifierCode({ packageCode: 'BIO1', deviceCode: 'TAB', validityAmount: '1', typeValidity: 'A' })).toBe(
      'BIO1-TAB-1-A',
    );
  });

  it('finds duplicates, leaving out the line being edited', () => {
    const lines = [{ identifierCode: 'A-1-M' }, { identifierCode: 'B-1-M' }];
    expect(isDuplicateServiceLine(lines, 'A-1-M')).toBe(true);
    expect(isDuplicateServiceLine(lines, 'A-1-M', 0)).toBe(false);
    expect(isDuplicateServiceLine(lines, 'A-2-M')).toBe(false);
    expect(firstDuplicateServiceLine(lines)).toBe(-1);
    expect(firstDuplicateServiceLine([...lines, { identifierCode: 'B-1-M' }])).toBe(2);
  });

  it('checks the quantity unless the line is unlimited', () => {
    expect(contractQuantityProblem(undefined)).toBe('Campo obligatorio');
    expect(contractQuantityProblem('12a')).toBe('El campo debe ser numérico.');
    expect(contractQuantityProblem(0)).toBe('Debe ser un número entero entre 1 y 100000000.');
    expect(contractQuantityProblem(100_000_001)).toBe('Debe ser un número entero entre 1 y 100000000.');
    expect(contractQuantityProblem('100000000')).toBeNull();
    expect(contractQuantityProblem(undefined, true)).toBeNull();
  });

  it('keeps the validity amount between 1 and the maximum of its type', () => {
    expect(validityAmountProblem('', 'A', maxAmounts)).toBe('Campo obligatorio');
    expect(validityAmountProblem('0', 'A', maxAmounts)).toBe('Debe ser un número entero entre 1 y 2.');
    expect(validityAmountProblem(3, 'A', maxAmounts)).toBe('Debe ser un número entero entre 1 y 2.');
    expect(validityAmountProblem(24, 'M', maxAmounts)).toBeNull();
    expect(validityAmountProblem(900, 'X', maxAmounts)).toBeNull();
    expect(exceedsMaxValidityAmount(25, 'M', maxAmounts)).toBe(true);
    expect(exceedsMaxValidityAmount(24, 'M', maxAmounts)).toBe(false);
    expect(exceedsMaxValidityAmount(undefined, 'M', maxAmounts)).toBe(false);
  });

  it('keeps the reassignment quota between 0 and the maximum', () => {
    expect(reassignmentQuotaProblem('')).toBe('Campo obligatorio');
    expect(reassignmentQuotaProblem(0)).toBeNull();
    expect(reassignmentQuotaProblem(5)).toBeNull();
    expect(reassignmentQuotaProblem(6)).toBe('Debe ser un número entero entre 0 y 5.');
    expect(reassignmentQuotaProblem(8, 10)).toBeNull();
    expect(normalizeReassignmentQuota('05')).toBe('0');
    expect(normalizeReassignmentQuota('3')).toBe('3');
  });

  it('keeps the digits of what is typed, clearing a validity amount above the maximum and a quota with a leading zero', () => {
    expect(keepDigits('1.2a3 ')).toBe('123');
    expect(normalizeValidityAmountInput('2', 'A', maxAmounts)).toBe('2');
    expect(normalizeValidityAmountInput('3', 'A', maxAmounts)).toBe('');
    expect(normalizeValidityAmountInput('3x', 'M', maxAmounts)).toBe('3');
    expect(normalizeValidityAmountInput('900', undefined, maxAmounts)).toBe('900');
    expect(normalizeReassignmentQuotaInput('05')).toBe('0');
    expect(normalizeReassignmentQuotaInput('a4')).toBe('4');
    expect(normalizeReassignmentQuotaInput('')).toBe('');
  });

  it('appends a saved line or puts it in place of the edited one', () => {
    expect(saveServiceLine(['a', 'b'], 'c', null)).toEqual(['a', 'b', 'c']);
    expect(saveServiceLine(['a', 'b'], 'c', 0)).toEqual(['c', 'b']);
    expect(saveServiceLine(['a', 'b'], 'c', 5)).toEqual(['a', 'b', 'c']);
  });

  it('moves the edited line when a line is deleted', () => {
    expect(editingIndexAfterRemoval(null, 0)).toBeNull();
    expect(editingIndexAfterRemoval(1, 1)).toBeNull();
    expect(editingIndexAfterRemoval(2, 0)).toBe(1);
    expect(editingIndexAfterRemoval(0, 2)).toBe(0);
  });
});

describe('other wizard fields and access (§5.4, §6)', () => {
  it('accepts job titles of letters, accents and digits up to 100', () => {
    expect(jobTitleProblem(undefined)).toBeNull();
    expect(jobTitleProblem('Jefe de compras 2')).toBeNull();
    expect(jobTitleProblem('Jefe; compras')).toBe('El campo solo admite letras y números.');
    expect(jobTitleProblem('a'.repeat(101))).toBe('Máximo 100 caracteres.');
  });

  it('names the manager role and filters products by privileges', () => {
    expect(commercialManagerRole('colfactura')).toBe('LICENSE_COLFACTURA_COMERCIALMANAGER');
    const product = { name: 'COLFACTURA', isContractFullAccess: true };
    expect(canContractProduct(product, ['LICENSE_FULL_ACCESS'])).toBe(true);
    expect(canContractProduct({ ...product, isContractFullAccess: false }, ['LICENSE_FULL_ACCESS'])).toBe(false);
    expect(canContractProduct({ ...product, isContractFullAccess: false }, ['LICENSE_COLFACTURA_COMERCIALMANAGER'])).toBe(true);
    expect(canContractProduct(product, ['LICENSE_COLNOMINA_ADMIN', 'CONTRACTS'])).toBe(false);
  });
});

describe('Resumen formatting (§2.8)', () => {
  it('separates thousands with dots or says Ilimitada', () => {
    expect(formatThousands(1234567)).toBe('1.234.567');
    expect(formatThousands(999)).toBe('999');
    expect(formatContractQuantity(100_000_000, false)).toBe('100.000.000');
    expect(formatContractQuantity(0, true)).toBe('Ilimitada');
    expect(formatContractQuantity(undefined, false)).toBe('No disponible');
  });

  it('names the company by legal name for a NIT, by first and last name otherwise', () => {
    expect(contractCompanyName({ documentTypeId: 4, legalName: 'Andina S.A.S.', firstName: 'x' })).toBe('Andina S.A.S.');
    expect(contractCompanyName({ documentTypeId: '1', firstName: 'Ana', lastName: 'Ruiz' })).toBe('Ana Ruiz');
    expect(contractCompanyName({ documentTypeId: 4 })).toBe('No disponible');
  });
});
