import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { requestIdOf } from './request-id';

const request = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  it('takes a sane incoming id as it is', () => {
    expect(requestIdOf(request('abc-123_DEF.9'))).toBe('abc-123_DEF.9');
    expect(requestIdOf(request('a'.repeat(128)))).toBe('a'.repeat(128));
  });

  it.each([['a'.repeat(129)], ['con espacio'], ['<script>'], ['línea\nnueva'], ['']])('makes a new one instead of %j', (id) => {
    expect(requestIdOf(request(id))).toMatch(UUID);
  });

  it('makes one when there is none, and gives the same one for the same request', () => {
    const one = request();
    expect(requestIdOf(one)).toMatch(UUID);
    expect(requestIdOf(one)).toBe(requestIdOf(one));
    expect(requestIdOf(request())).not.toBe(requestIdOf(one));
  });
});
