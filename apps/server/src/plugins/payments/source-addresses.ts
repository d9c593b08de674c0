/**
 * Allow-lists of the addresses a provider's server-to-server call may come from (Findomestic's callback, decision
 * 059): IPv4 and IPv6 addresses, CIDR blocks and the named ranges TRUSTED_PROXIES also reads, through the same reader
 * (lib/trusted-proxies.ts). An IPv4 address written the IPv6 way (`::ffff:10.0.0.1`) is checked as the IPv4 address it is.
 */
import { addressList, listed } from '../../lib/trusted-proxies';

/** Whether an entry is an IP address, a CIDR block (`10.0.0.0/8`, `2001:db8::/32`) or a named range. */
export function isAddressOrBlock(entry: string): boolean {
    return addressList([entry]).unreadable.length === 0;
}

export interface SourceAllowList {
    allows(address: string | undefined): boolean;
}

/** The list as a matcher; entries are checked at start (environment.ts), so an unreadable one throws. */
export function sourceAllowList(entries: readonly string[]): SourceAllowList {
    const { list, unreadable } = addressList(entries);
    if (unreadable.length > 0) throw new Error(`Not an IP address or CIDR block: ${unreadable.join(', ')}`);
    return { allows: address => listed(list, address) };
}
