import { describe, expect, it } from '@jest/globals';
import { repeatableHeaders } from './repeatable-headers';

describe('repeatableHeaders', () => {
  it('keeps what a fast path may repeat, flat, and leaves out per-request, per-body, listed and empty headers', () => {
    expect(
      repeatableHeaders(
        {
          'x-content-type-options': 'nosniff',
          'content-length': '99',
          ETag: 'W/"1"',
          'x-request-id': 'abc',
          'set-cookie': ['a=1', 'b=2'],
          'x-tenant': 'license',
          vary: 'Accept-Encoding',
          'Content-Encoding': 'gzip',
          'cache-control': 'no-cache',
          'retry-after': '1',
          'x-frame-options': undefined,
        },
        ['x-tenant'],
      ),
    ).toEqual(['x-content-type-options', 'nosniff']);
  });
});
