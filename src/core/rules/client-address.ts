/**
 * The key a per-address limit counts a client under: an IPv4 address as it is, an IPv6 address as
 * its /64 network. One IPv6 subscriber (a phone, a home) is given a whole /64, so keying on the
 * full address would hand an attacker endless fresh addresses. Anything else is kept as written.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (!address.includes(':')) return address;
  // an IPv4 client written as IPv6 is that IPv4 client
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = address.split('::', 2);
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // `::` stands for as many zero groups as the address lacks (an IPv4 tail counts as two)
  const tailSize = tailGroups.reduce((size, group) => size + (group.includes('.') ? 2 : 1), 0);
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailSize)).fill('0'), ...tailGroups];
  if (groups.length < 4 || groups.slice(0, 4).some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
