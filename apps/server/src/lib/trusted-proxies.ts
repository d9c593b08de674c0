/**
 * Which hops' X-Forwarded-For the commerce server believes (decision 022): only those from the proxy addresses in
 * TRUSTED_PROXIES. A client that reaches the server directly cannot choose the address its requests are counted by.
 */
import { BlockList, isIP } from 'node:net';

/** Names for address ranges, as Express's `trust proxy` accepts them. */
const NAMED_RANGES: Record<string, string[]> = {
    loopback: ['127.0.0.0/8', '::1/128'],
    linklocal: ['169.254.0.0/16', 'fe80::/10'],
    uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** The default: the storefront and the load balancer on the same machine as the commerce server. */
export const DEFAULT_TRUSTED_PROXIES = 'loopback';

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, as a dual-stack socket reports it) is read as IPv4. */
function normalize(address: string): string {
    const trimmed = address.trim();
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
    return mapped ? mapped[1]! : trimmed;
}

function family(address: string): 'ipv4' | 'ipv6' | null {
    const version = isIP(address);
    return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/**
 * Reads IP addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`) and the names loopback, linklocal and uniquelocal into
 * one list, with the entries it cannot read. Shared by every allow-list of addresses (proxies, providers' callbacks).
 */
export function addressList(entries: readonly string[]): { list: BlockList; unreadable: string[] } {
    const list = new BlockList();
    const unreadable: string[] = [];
    for (const entry of entries) {
        for (const range of NAMED_RANGES[entry] ?? [entry]) {
            const [address = '', prefix, extra] = range.split('/');
            const kind = family(address);
            const bits = kind === 'ipv4' ? 32 : 128;
            if (!kind || extra !== undefined) {
                unreadable.push(entry);
            } else if (prefix === undefined) {
                list.addAddress(address, kind);
            } else if (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits) {
                list.addSubnet(address, Number(prefix), kind);
            } else {
                unreadable.push(entry);
            }
        }
    }
    return { list, unreadable };
}

/** Whether an address (an IPv4 one also as a dual-stack socket writes it) is in a list made by `addressList`. */
export function listed(list: BlockList, address: string | undefined): boolean {
    if (!address) return false;
    const normalized = normalize(address);
    const kind = family(normalized);
    return kind !== null && list.check(normalized, kind);
}

export class TrustedProxies {
    private constructor(
        private list: BlockList,
        /** As configured, for the start-up line and error messages. */
        readonly description: string,
    ) {}

    /**
     * Reads a comma list of IP addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`) and the names loopback, linklocal
     * and uniquelocal; `none` (or an empty list) trusts no proxy. Throws with the entries it cannot read.
     */
    static parse(value: string): TrustedProxies {
        const entries = value
            .split(',')
            .map(entry => entry.trim())
            .filter(Boolean);
        const { list, unreadable } = addressList(entries.filter(entry => entry !== 'none'));
        if (unreadable.length) {
            throw new Error(
                `TRUSTED_PROXIES: ${unreadable.join(', ')} is not an IP address, a CIDR range or one of loopback, ` +
                    'linklocal, uniquelocal, none',
            );
        }
        return new TrustedProxies(list, entries.join(',') || 'none');
    }

    /** Whether a hop at this address is a proxy whose X-Forwarded-For is believed. */
    trusts = (address: string): boolean => listed(this.list, address);

    /**
     * The client's address: the connection's peer, or, while that hop is a trusted proxy, the address it forwarded
     * (X-Forwarded-For read from the right). A forwarded entry that is no IP address ends the walk at the proxy.
     */
    clientAddress(req: {
        headers: Record<string, string | string[] | undefined>;
        socket?: { remoteAddress?: string };
    }): string {
        let address = normalize(req.socket?.remoteAddress ?? '');
        const header = req.headers['x-forwarded-for'];
        const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
            .split(',')
            .map(normalize)
            .filter(Boolean)
            .reverse();
        for (const hop of forwarded) {
            if (!this.trusts(address) || family(hop) === null) break;
            address = hop;
        }
        return address || 'unknown';
    }
}
