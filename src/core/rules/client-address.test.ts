import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.ts';

describe('the address a limit counts', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const one = ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:0DB8:85A3:08D3::1', '2001:db8:85a3:8d3::', '2001:db8:85a3:8d3:ffff::ffff'];
    expect(new Set(one.map(clientAddressKey))).toEqual(new Set(['2001:db8:85a3:8d3::/64']));
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('keeps two networks apart, and what is not an address as written', () => {
    expect(clientAddressKey('2001:db8:85a3:8d3::1')).not.toBe(clientAddressKey('2001:db8:85a3:8d4::1'));
    expect(clientAddressKey('unknown')).toBe('unknown');
    expect(clientAddressKey('zz::1')).toBe('zz::1');
  });
});
