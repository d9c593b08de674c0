import { describe, expect, it } from 'vitest';
import { otherLoopbackHostRedirect } from '~/lib/http/one-host.server';
import { parseEnv } from '~/lib/env.server';

describe('one host name on this machine', () => {
    it('sends 127.0.0.1 to the localhost that PUBLIC_URL names, path and query kept, and the reverse', () => {
        expect(otherLoopbackHostRedirect('http://localhost:3000', '127.0.0.1:3000', '/it/cart?x=1')).toBe(
            'http://localhost:3000/it/cart?x=1',
        );
        expect(otherLoopbackHostRedirect('http://127.0.0.1:3000', 'localhost:3000', '/it')).toBe(
            'http://127.0.0.1:3000/it',
        );
        expect(otherLoopbackHostRedirect('http://localhost:3000', '[::1]:3000', '//evil.example/x')).toBe(
            'http://localhost:3000/',
        );
    });

    it('answers the host PUBLIC_URL names, and leaves a real public address to its proxies', () => {
        expect(otherLoopbackHostRedirect('http://localhost:3000', 'localhost:3000', '/it')).toBeNull();
        expect(otherLoopbackHostRedirect('http://localhost:3000', 'LOCALHOST:3000', '/it')).toBeNull();
        expect(otherLoopbackHostRedirect('https://www.negozio.example', '127.0.0.1:3000', '/it')).toBeNull();
        expect(otherLoopbackHostRedirect(null, '127.0.0.1:3000', '/it')).toBeNull();
        expect(otherLoopbackHostRedirect('http://localhost:3000', 'shop.example', '/it')).toBeNull();
    });
});

describe('PUBLIC_URL and STOREFRONT_ORIGIN in production', () => {
    const production = {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://www.negozio.example',
        SESSION_SECRET: 'x'.repeat(32),
    };

    it('refuses to start when they name two origins', () => {
        expect(() => parseEnv({ ...production, STOREFRONT_ORIGIN: 'http://127.0.0.1:3000' })).toThrow(
            "STOREFRONT_ORIGIN: must be PUBLIC_URL's origin (https://www.negozio.example), not http://127.0.0.1:3000",
        );
    });

    it('starts when they agree, or when only PUBLIC_URL is given', () => {
        expect(parseEnv({ ...production, STOREFRONT_ORIGIN: 'https://www.negozio.example/' }).PUBLIC_URL).toBe(
            'https://www.negozio.example',
        );
        expect(() => parseEnv(production)).not.toThrow();
        expect(() =>
            parseEnv({ STOREFRONT_ORIGIN: 'http://127.0.0.1:3000', PUBLIC_URL: 'http://localhost:3000' }),
        ).not.toThrow();
    });
});
