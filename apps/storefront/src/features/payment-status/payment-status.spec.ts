import { describe, expect, it } from '@jest/globals';
import { isErrorCode, nextRecheckCount, pollingRequested, statusCodeOf, statusKindOf } from './payment-status';

const record = (result: boolean, code: string) => ({ result, code, resultMessage: '', resultData: { code, urlBaseExternalApp: null } });

describe('payment status', () => {
  it('reads a true result as success, WR12 as pending and any other false result as failure', () => {
    expect(statusKindOf(record(true, 'OK15'))).toBe('success');
    expect(statusKindOf(record(true, 'OK16'))).toBe('success');
    expect(statusKindOf(record(false, 'WR12'))).toBe('pending');
    expect(statusKindOf(record(false, 'wr12'))).toBe('pending');
    expect(statusKindOf(record(false, 'ER12'))).toBe('failure');
    expect(statusKindOf(record(false, ''))).toBe('failure');
    expect(statusCodeOf({ ...record(false, ''), resultData: { code: 'wr12', urlBaseExternalApp: null } })).toBe('WR12');
    expect(isErrorCode('ER12')).toBe(true);
    expect(isErrorCode('WR13')).toBe(false);
  });

  it('numbers the re-checks 1 to 6, then starts a new round', () => {
    const counts = [0];
    for (let index = 0; index < 8; index += 1) counts.push(nextRecheckCount(counts[counts.length - 1]));
    expect(counts).toEqual([0, 1, 2, 3, 4, 5, 6, 1, 2]);
  });

  it('polls unless the query or the navigation state asks for a single check', () => {
    expect(pollingRequested('', null)).toBe(true);
    expect(pollingRequested('?poll', undefined)).toBe(true);
    expect(pollingRequested('?poll=1', null)).toBe(true);
    expect(pollingRequested('?poll=0', null)).toBe(false);
    expect(pollingRequested('?poll=false', null)).toBe(false);
    expect(pollingRequested('?ref_payco=abc', null)).toBe(true);
    expect(pollingRequested('', { poll: false })).toBe(false);
    expect(pollingRequested('?poll=0', { poll: true })).toBe(true);
  });
});
