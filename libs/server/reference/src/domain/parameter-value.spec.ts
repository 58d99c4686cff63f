import { readParameterValue } from './parameter-value';

describe('readParameterValue', () => {
  it('reads a value that holds its declared type', () => {
    expect(readParameterValue('{"type":"boolean","value":false}')).toEqual({ type: 'boolean', value: false });
    expect(readParameterValue('{"type":"number","value":19}')).toEqual({ type: 'number', value: 19 });
    expect(readParameterValue('{"type":"string","value":"/login"}')).toEqual({ type: 'string', value: '/login' });
    expect(readParameterValue('{"type":"object","value":{"a":1}}')).toEqual({ type: 'object', value: { a: 1 } });
    expect(readParameterValue('{"type":"array","value":[1,2]}')).toEqual({ type: 'array', value: [1, 2] });
  });

  it('skips a value whose type differs from the declared one', () => {
    expect(readParameterValue('{"type":"boolean","value":"true"}')).toBeNull();
    expect(readParameterValue('{"type":"number","value":"19"}')).toBeNull();
    expect(readParameterValue('{"type":"string","value":5}')).toBeNull();
    expect(readParameterValue('{"type":"object","value":[1]}')).toBeNull();
    expect(readParameterValue('{"type":"object","value":null}')).toBeNull();
    expect(readParameterValue('{"type":"array","value":{}}')).toBeNull();
  });

  it('skips an unknown type, a missing value and text that is not the expected JSON', () => {
    expect(readParameterValue('{"type":"date","value":"2026-01-01"}')).toBeNull();
    expect(readParameterValue('{"type":"string"}')).toBeNull();
    expect(readParameterValue('{"value":"x"}')).toBeNull();
    expect(readParameterValue('["string","x"]')).toBeNull();
    expect(readParameterValue('not json')).toBeNull();
    expect(readParameterValue('')).toBeNull();
  });
});
