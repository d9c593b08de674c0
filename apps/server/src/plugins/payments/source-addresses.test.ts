import { describe, expect, it } from 'vitest';

import { isAddressOrBlock, sourceAllowList } from './source-addresses';

describe('source allow-list', () => {
    it('reads addresses and CIDR blocks of both families, and nothing else', () => {
        for (const entry of ['10.1.2.3', '10.0.0.0/8', '::1', '2001:db8::/32', '0.0.0.0/0']) {
            expect(isAddressOrBlock(entry)).toBe(true);
        }
        for (const entry of ['', 'localhost', '10.0.0.0/33', '10.0.0.0/8/1', '2001:db8::/129', '10.0.0.0/x', '1.2.3']) {
            expect(isAddressOrBlock(entry)).toBe(false);
        }
        expect(() => sourceAllowList(['findomestic.it'])).toThrow('Not an IP address or CIDR block: findomestic.it');
    });

    it('allows the listed addresses and blocks, the IPv4 ones also as a dual-stack socket writes them', () => {
        const list = sourceAllowList(['193.1.2.3', '10.20.0.0/16', '2001:db8::/32']);
        expect(list.allows('193.1.2.3')).toBe(true);
        expect(list.allows('::ffff:193.1.2.3')).toBe(true);
        expect(list.allows('10.20.255.1')).toBe(true);
        expect(list.allows('2001:db8::5')).toBe(true);
        expect(list.allows('193.1.2.4')).toBe(false);
        expect(list.allows('10.21.0.1')).toBe(false);
        expect(list.allows('127.0.0.1')).toBe(false);
        expect(list.allows(undefined)).toBe(false);
        expect(list.allows('not-an-address')).toBe(false);
        expect(sourceAllowList([]).allows('127.0.0.1')).toBe(false);
    });
});
