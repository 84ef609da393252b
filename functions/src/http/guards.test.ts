import { clientAddress, clientGroup } from './guards';

describe('clientGroup', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['[2001:db8::1]', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
    ['1:2:3', '1:2:3'],
  ])('%s → %s', (address, group) => {
    expect(clientGroup(address)).toBe(group);
  });
});

describe('clientAddress', () => {
  test('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('10.0.0.7', '1.2.3.4', 0)).toBe('10.0.0.7');
  });

  test('is the entry the trusted proxy appended, not what the client wrote on the left', () => {
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.1', '203.0.113.9', 3)).toBe('203.0.113.9');
  });

  test('falls back to the socket peer without the header', () => {
    expect(clientAddress('10.0.0.1', null, 1)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', ' , ', 1)).toBe('10.0.0.1');
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown');
  });
});
