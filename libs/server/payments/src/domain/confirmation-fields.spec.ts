import { describe, expect, it } from '@jest/globals';
import { confirmationFieldsOf } from './confirmation-fields';

describe('the fields of what a gateway sent', () => {
  it('reads texts, numbers and booleans as text, in a record without prototype', () => {
    const fields = confirmationFieldsOf({ x_amount: 150000, x_test_request: false, x_ref_payco: '7001', nothing: null });
    expect({ ...fields }).toEqual({ x_amount: '150000', x_test_request: 'false', x_ref_payco: '7001' });
    expect(Object.getPrototypeOf(fields)).toBeNull();
  });

  it('makes a field given twice, as a list or as an object, a list: never one value', () => {
    expect(confirmationFieldsOf({ x_test_request: ['TRUE', 'FALSE'] }).x_test_request).toEqual(['TRUE', 'FALSE']);
    expect(confirmationFieldsOf({ x_test_request: ['FALSE'] }).x_test_request).toEqual(['FALSE']);
    expect(confirmationFieldsOf({ x_test_request: { a: 'FALSE' } }).x_test_request).toEqual([]);
    expect(confirmationFieldsOf({ x_test_request: 'TRUE' }, { x_test_request: 'FALSE' }).x_test_request).toEqual(['TRUE', 'FALSE']);
    expect(confirmationFieldsOf({ x_test_request: 'FALSE' }, { x_test_request: 'FALSE' }).x_test_request).toEqual(['FALSE', 'FALSE']);
    expect(confirmationFieldsOf({ a: '1' }, { b: '2' })).toEqual({ a: '1', b: '2' });
  });

  it('keeps prototype names as plain fields and ignores what is not an object', () => {
    const fields = confirmationFieldsOf(JSON.parse('{"__proto__":"x","constructor":"y"}'), null, 'text', [1, 2]);
    expect(Object.entries(fields)).toEqual([
      ['__proto__', 'x'],
      ['constructor', 'y'],
    ]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
