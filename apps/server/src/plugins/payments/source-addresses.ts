/**
 * Allow-lists of the addresses a provider's server-to-server call may come from (Findomestic's callback, decision
 * 059): IPv4 and IPv6 addresses and CIDR blocks, checked with Node's BlockList. An IPv4 address written the IPv6 way
 * (`::ffff:10.0.0.1`, as a dual-stack socket reports it) is checked as the IPv4 address it is.
 */
import { BlockList, isIP } from 'node:net';

/** Whether an entry is an IP address or a CIDR block (`10.0.0.0/8`, `2001:db8::/32`). */
export function isAddressOrBlock(entry: string): boolean {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || extra !== undefined) return false;
    if (prefix === undefined) return true;
    if (!/^\d{1,3}$/.test(prefix)) return false;
    return Number(prefix) <= (family === 4 ? 32 : 128);
}

function plainAddress(address: string): string {
    const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
    return mapped ? mapped[1] : address;
}

export interface SourceAllowList {
    allows(address: string | undefined): boolean;
}

/** The list as a matcher; entries are checked at start (environment.ts), so an unreadable one throws. */
export function sourceAllowList(entries: readonly string[]): SourceAllowList {
    const list = new BlockList();
    for (const entry of entries) {
        if (!isAddressOrBlock(entry)) throw new Error(`Not an IP address or CIDR block: ${entry}`);
        const [address, prefix] = entry.split('/');
        const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
        if (prefix === undefined) list.addAddress(address, type);
        else list.addSubnet(address, Number(prefix), type);
    }
    return {
        allows(address) {
            if (!address) return false;
            const plain = plainAddress(address);
            const family = isIP(plain);
            if (family === 0) return false;
            return list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
        },
    };
}
