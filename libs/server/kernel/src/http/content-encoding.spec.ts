import { describe, expect, it } from '@jest/globals';
import { preferredEncoding } from './content-encoding';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.1, gzip;q=1', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    ['', null],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('sends nothing encoded to a client that says nothing', () => {
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
