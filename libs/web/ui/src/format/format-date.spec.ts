import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('shows a UTC instant as the Bogotá calendar date', () => {
    expect(formatDate('2024-03-01T03:00:00Z')).toBe('29/02/2024');
    expect(formatDate('2024-03-01T05:00:00Z')).toBe('01/03/2024');
  });

  it('reads an instant without offset as UTC', () => {
    expect(formatDate('2024-03-01T03:00:00')).toBe('29/02/2024');
  });

  it('accepts Date objects and explicit offsets', () => {
    expect(formatDate(new Date(Date.UTC(2025, 11, 31, 12)))).toBe('31/12/2025');
    expect(formatDate('2025-01-01T00:30:00+01:00')).toBe('31/12/2024');
  });

  it('keeps a calendar date without time as it is', () => {
    expect(formatDate('2024-03-15')).toBe('15/03/2024');
  });
});

describe('formatDateTime', () => {
  it('shows date and 24-hour time in Bogotá', () => {
    expect(formatDateTime('2024-03-01T03:04:05Z')).toBe('29/02/2024 22:04:05');
    expect(formatDateTime(new Date(Date.UTC(2024, 0, 2, 14, 0, 9)))).toBe('02/01/2024 09:00:09');
  });
});
