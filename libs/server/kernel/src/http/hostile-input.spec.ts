import { describe, expect, it } from '@jest/globals';
import { findHostileInput, findHostileUrl, HostileInputMessage, MAX_INPUT_DEPTH } from './hostile-input';

const nested = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);

describe('findHostileInput', () => {
  it('passes ordinary bodies, Buffers and values up to the depth limit', () => {
    expect(findHostileInput({ a: [1, { b: 'texto ñ 🇨🇴' }], c: null }, 'body')).toBeNull();
    expect(findHostileInput(nested(MAX_INPUT_DEPTH), 'body')).toBeNull();
    expect(findHostileInput(Buffer.alloc(100_000), 'body')).toBeNull();
    expect(findHostileInput('\\u0000 escrito, no un NUL', 'body')).toBeNull();
  });

  it('refuses one level more than the limit, and 100,000 levels without overflowing the stack', () => {
    expect(findHostileInput(nested(MAX_INPUT_DEPTH + 1), 'body')).toEqual({
      field: `body${'[0]'.repeat(MAX_INPUT_DEPTH)}`,
      message: HostileInputMessage.tooDeep,
    });
    expect(findHostileInput(nested(100_000), 'body')?.message).toBe(HostileInputMessage.tooDeep);
    expect(findHostileInput({ a: { b: nested(40) } }, 'body')?.message).toBe(HostileInputMessage.tooDeep);
  });

  it('refuses a NUL in a value or a key, naming the field', () => {
    expect(findHostileInput({ customer: { firstName: 'Ana\u0000' } }, 'body')).toEqual({
      field: 'body.customer.firstName',
      message: HostileInputMessage.nulCharacter,
    });
    expect(findHostileInput({ list: ['a', 'b\u0000'] }, 'query')).toEqual({
      field: 'query.list[1]',
      message: HostileInputMessage.nulCharacter,
    });
    expect(findHostileInput(JSON.parse('{"na\\u0000me":1}'), 'body')).toEqual({
      field: 'body.na\\u0000me',
      message: HostileInputMessage.nulCharacter,
    });
    expect(findHostileInput('\u0000', 'body')?.field).toBe('body');
  });
});

describe('findHostileUrl', () => {
  it('passes ordinary URLs, encoded unicode and an escaped percent sign', () => {
    expect(findHostileUrl('/license/api/Package/GetOfferImage/abc?q=calle%2034%20%23%2012&x=%25')).toBeNull();
    expect(findHostileUrl(`/a/${encodeURIComponent('Bogotá 🇨🇴')}?q=%2500`)).toBeNull();
  });

  it('refuses %00 anywhere, a raw NUL, and a path escape that does not decode', () => {
    expect(findHostileUrl('/a/b%00c')).toEqual({ field: 'url', message: HostileInputMessage.nulCharacter });
    expect(findHostileUrl('/a?q=%00')?.message).toBe(HostileInputMessage.nulCharacter);
    expect(findHostileUrl('/a\u0000')?.message).toBe(HostileInputMessage.nulCharacter);
    expect(findHostileUrl('/a/%E0%A4%A')).toEqual({ field: 'url', message: HostileInputMessage.badEncoding });
    expect(findHostileUrl('/a/%ZZ')?.message).toBe(HostileInputMessage.badEncoding);
  });
});
