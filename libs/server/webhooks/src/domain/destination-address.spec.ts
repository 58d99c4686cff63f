import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
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
    // Other spellings of loopback and of the metadata address.
    ['[::127.0.0.1]'],
    ['::127.0.0.1'],
    ['[::a9fe:a9fe]'],
    ['[::ffff:7f00:1]'],
    ['[0:0:0:0:0:ffff:169.254.169.254]'],
    ['::FFFF:A9FE:A9FE'],
    ['0x7f.1'],
    ['2130706433'],
    ['127.1'],
    ['0177.0.0.1'],
    ['0xa9.0xfe.0xa9.0xfe'],
    // IPv6 addresses that carry a private IPv4 one: NAT64, 6to4, Teredo (server or client).
    ['64:ff9b::10.0.0.1'],
    ['64:ff9b::a9fe:a9fe'],
    ['64:ff9b:1::8.8.8.8'],
    ['2002:7f00:1::1'],
    ['2002:a9fe:a9fe::'],
    ['2001:0:a9fe:a9fe::8.8.8.8'],
    ['2001:0:808:808::80ff:fffe'],
    ['2001:db8::1'],
    ['no-es-una-ip'],
    [''],
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['172.32.0.1'],
    ['100.128.0.1'],
    ['192.169.0.1'],
    ['2606:4700:4700::1111'],
    ['::ffff:8.8.8.8'],
    ['64:ff9b::808:808'],
    ['2002:808:808::1'],
  ])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  describe('every spelling of a blocked IPv4 address is refused (property)', () => {
    const blocked: [number[], number][] = [
      [[0, 0, 0, 0], 8],
      [[10, 0, 0, 0], 8],
      [[100, 64, 0, 0], 10],
      [[127, 0, 0, 0], 8],
      [[169, 254, 0, 0], 16],
      [[172, 16, 0, 0], 12],
      [[192, 168, 0, 0], 16],
      [[198, 18, 0, 0], 15],
      [[224, 0, 0, 0], 4],
      [[240, 0, 0, 0], 4],
    ];
    const toNumber = (octets: number[]) => octets.reduce((n, o) => n * 256 + o, 0);
    const blockedIpv4 = fc.tuple(fc.constantFrom(...blocked), fc.nat({ max: 0xffffffff })).map(([[network, prefix], host]) => {
      const size = 2 ** (32 - prefix);
      const value = toNumber(network) + (host % size);
      return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256);
    });
    const hex16 = (high: number, low: number) => ((high << 8) | low).toString(16);
    const spellings = (o: number[]): string[] => {
      const n = toNumber(o);
      const inverted = o.map((b) => 255 - b);
      return [
        o.join('.'),
        String(n),
        `0x${n.toString(16)}`,
        o.map((b) => `0x${b.toString(16)}`).join('.'),
        o.map((b) => `0${b.toString(8)}`).join('.'),
        `${o[0]}.${(o[1] << 16) | (o[2] << 8) | o[3]}`,
        `${o[0]}.${o[1]}.${(o[2] << 8) | o[3]}`,
        `[::ffff:${o.join('.')}]`,
        `::ffff:${hex16(o[0], o[1])}:${hex16(o[2], o[3])}`,
        `0:0:0:0:0:FFFF:${o.join('.')}`,
        `::${o.join('.')}`,
        `::${hex16(o[0], o[1])}:${hex16(o[2], o[3])}`,
        `64:ff9b::${o.join('.')}`,
        `64:ff9b:0:0:0:0:${hex16(o[0], o[1])}:${hex16(o[2], o[3])}`,
        `2002:${hex16(o[0], o[1])}:${hex16(o[2], o[3])}::1`,
        `2001:0:${hex16(o[0], o[1])}:${hex16(o[2], o[3])}::f7f7:f7f7`, // Teredo server, client 8.8.8.8
        `2001:0:808:808:0:0:${hex16(inverted[0], inverted[1])}:${hex16(inverted[2], inverted[3])}`, // Teredo client
      ];
    };

    it('refuses each spelling', () => {
      fc.assert(
        fc.property(blockedIpv4, (octets) => {
          for (const spelling of spellings(octets)) expect([spelling, isPublicAddress(spelling)]).toEqual([spelling, false]);
        }),
        { seed: 21, numRuns: 300 },
      );
    });

    it('judges a public IPv4 address the same in every IPv6 form that carries it', () => {
      const publicIpv4 = fc.tuple(fc.integer({ min: 1, max: 223 }), fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 }));
      fc.assert(
        fc.property(publicIpv4, (octets) => {
          const verdict = isPublicAddress(octets.join('.'));
          for (const spelling of spellings(octets).filter((s) => !s.startsWith('::') || s.startsWith('::ffff')))
            expect([spelling, isPublicAddress(spelling)]).toEqual([spelling, verdict]);
        }),
        { seed: 21, numRuns: 300 },
      );
    });
  });
});
