import { describe, expect, it } from 'vitest';
import { ipBucket } from './ip-bucket';

describe('ipBucket', () => {
  it('counts every address of one IPv6 /64 together, however it is written', () => {
    expect(ipBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
  });

  it('keeps neighbouring /64s apart', () => {
    expect(ipBucket('2001:db8:1:3::1')).not.toBe(ipBucket('2001:db8:1:2::1'));
  });

  it('counts an IPv4 address by itself, also when it arrives IPv4-mapped', () => {
    expect(ipBucket('198.51.100.7')).toBe('198.51.100.7');
    expect(ipBucket('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });
});
