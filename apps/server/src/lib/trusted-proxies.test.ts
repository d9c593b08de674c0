// Whose X-Forwarded-For is believed: only configured proxies', read from the right, and never past a direct client.
import { describe, expect, it } from 'vitest';

import { TrustedProxies } from './trusted-proxies';

function request(peer: string, forwarded?: string | string[]) {
    return {
        socket: { remoteAddress: peer },
        headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    };
}

describe('TrustedProxies', () => {
    const loopback = TrustedProxies.parse('loopback');

    it("takes a trusted proxy's forwarded address", () => {
        expect(loopback.clientAddress(request('127.0.0.1', '203.0.113.9'))).toBe('203.0.113.9');
        expect(loopback.clientAddress(request('::ffff:127.0.0.1', '203.0.113.9'))).toBe('203.0.113.9');
        expect(loopback.clientAddress(request('::1', '2001:db8::7'))).toBe('2001:db8::7');
    });

    it("ignores a direct client's X-Forwarded-For", () => {
        expect(loopback.clientAddress(request('198.51.100.4', '127.0.0.1'))).toBe('198.51.100.4');
        expect(loopback.clientAddress(request('198.51.100.4', '203.0.113.9'))).toBe('198.51.100.4');
    });

    it('walks back only through trusted hops: what a client wrote before the first untrusted one is ignored', () => {
        const proxies = TrustedProxies.parse('127.0.0.1, 10.0.0.0/8');
        // client forged "1.2.3.4", the load balancer 10.0.0.5 appended the client's real address, the storefront sent it.
        expect(proxies.clientAddress(request('127.0.0.1', '1.2.3.4, 198.51.100.4, 10.0.0.5'))).toBe('198.51.100.4');
        expect(proxies.clientAddress(request('127.0.0.1', ['1.2.3.4', '198.51.100.4']))).toBe('198.51.100.4');
        // Past the list, the last trusted hop is the client.
        expect(proxies.clientAddress(request('10.0.0.5', '10.0.0.6'))).toBe('10.0.0.6');
        expect(proxies.clientAddress(request('127.0.0.2', '203.0.113.9'))).toBe('127.0.0.2');
    });

    it('stops at a forwarded entry that is no address', () => {
        expect(loopback.clientAddress(request('127.0.0.1', 'unknown'))).toBe('127.0.0.1');
        expect(loopback.clientAddress(request('127.0.0.1', ''))).toBe('127.0.0.1');
    });

    it('trusts nobody with none', () => {
        expect(TrustedProxies.parse('none').clientAddress(request('127.0.0.1', '203.0.113.9'))).toBe('127.0.0.1');
        expect(TrustedProxies.parse('').trusts('127.0.0.1')).toBe(false);
    });

    it('names the entries it cannot read', () => {
        expect(() => TrustedProxies.parse('loopback, 10.0.0.0/33, proxy.local')).toThrow(
            'TRUSTED_PROXIES: 10.0.0.0/33, proxy.local is not an IP address, a CIDR range or one of loopback, ' +
                'linklocal, uniquelocal, none',
        );
    });
});
