import { describe, expect, it } from '@jest/globals';
import { isPublicAddress } from './destination-address';

describe('the SSRF address checker of webhooks', () => {
  it.each([
    ['10.0.0.1'],
    ['10.255.255.255'],
    ['172.16.0.1'],
    ['172.31.255.254'],
    ['192.168.1.10'],
    ['127.0.0.1'],
    ['127.10.20.30'],
    ['169.254.169.254'],
    ['100.64.0.1'],
    ['100.127.255.254'],
    ['0.0.0.0'],
    ['224.0.0.251'],
    ['255.255.255.255'],
    ['::1'],
    ['::'],
    ['fc00::1'],
    ['fd12:3456:789a::1'],
    ['fe80::1'],
    ['fe80::1%eth0'],
    ['ff02::1'],
    ['::ffff:127.0.0.1'],
    ['::ffff:7f00:1'],
    ['::ffff:10.1.2.3'],
    ['::ffff:169.254.169.254'],
    ['[::1]'],
    ['no-es-una-ip'],
    [''],
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([['8.8.8.8'], ['1.1.1.1'], ['172.32.0.1'], ['100.128.0.1'], ['192.169.0.1'], ['2606:4700:4700::1111'], ['::ffff:8.8.8.8']])(
    'allows the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
