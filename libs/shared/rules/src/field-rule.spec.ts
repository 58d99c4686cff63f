import { asText, isEmpty } from './field-rule';

describe('isEmpty', () => {
  it.each([undefined, null, '', ' \t', []])('treats %p as empty', (value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([0, false, 'a', [0], {}])('treats %p as filled', (value) => {
    expect(isEmpty(value)).toBe(false);
  });
});

describe('asText', () => {
  it('reads strings and finite numbers as text', () => {
    expect(asText('abc')).toBe('abc');
    expect(asText(3001234567)).toBe('3001234567');
  });

  it('refuses anything else', () => {
    expect(asText(Number.NaN)).toBeNull();
    expect(asText(Infinity)).toBeNull();
    expect(asText(true)).toBeNull();
    expect(asText({ toString: () => '1' })).toBeNull();
  });
});
