const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-fA-F:]+$/;

/** An IPv4 address, or a plausible IPv6 one (hex groups and colons, at least two colons). */
export function isIP(value: string): boolean {
  if (IPV4.test(value)) return true;
  return IPV6.test(value) && (value.match(/:/g)?.length ?? 0) >= 2 && value.length <= 39;
}
