import { describe, expect, it } from '@jest/globals';
import { personalDataCsv } from './personal-data-csv';

describe('personalDataCsv', () => {
  it('writes one row per value with its path, quoting separators and neutralising formulas', () => {
    const csv = personalDataCsv({ account: { name: 'Ana; Pérez', email: '=HYPERLINK("x")' }, orders: [{ total: 1000 }], mails: [] });
    expect(csv.split('\r\n')).toEqual([
      '\ufeffdato;valor',
      'account.name;"Ana; Pérez"',
      `account.email;"'=HYPERLINK(""x"")"`,
      'orders[0].total;1000',
      'mails;',
      '',
    ]);
  });
});
