import { describe, expect, it } from 'vitest';
import { parseEnv } from '~/lib/env.server';
import { resolvePublicOrigin } from './public-origin.server';

describe('resolvePublicOrigin', () => {
    it('answers the configured origin whatever address the request names', () => {
        for (const url of ['http://evil.example/it', 'https://127.0.0.1:3000/it/p/X', 'http://localhost/']) {
            expect(resolvePublicOrigin('https://www.negozio.example', true, url)).toBe('https://www.negozio.example');
            expect(resolvePublicOrigin('https://www.negozio.example', false, url)).toBe('https://www.negozio.example');
        }
    });

    it("falls back to the request's origin only in development", () => {
        expect(resolvePublicOrigin(null, false, 'http://localhost:3000/it/c/tv?page=2')).toBe('http://localhost:3000');
        expect(() => resolvePublicOrigin(null, true, 'http://evil.example/it')).toThrow(
            'PUBLIC_URL is required in production',
        );
    });
});

const SESSION_SECRET = 'a-session-secret-of-at-least-32-characters';

describe('SESSION_SECRET in the environment', () => {
    it('is required in production, at least 32 characters, and names what to set', () => {
        const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://www.negozio.example' };
        expect(() => parseEnv(production)).toThrow(
            'Invalid storefront environment:\n  SESSION_SECRET: required in production: a random value of at least 32 characters, the same for every process',
        );
        expect(() => parseEnv({ ...production, SESSION_SECRET: 'short' })).toThrow(
            'SESSION_SECRET: must be at least 32 characters',
        );
        expect(parseEnv({ ...production, SESSION_SECRET }).SESSION_SECRET).toBe(SESSION_SECRET);
        expect(parseEnv({ NODE_ENV: 'development' }).SESSION_SECRET).toBeUndefined();
    });
});

describe('PUBLIC_URL and TRUSTED_PROXY_HOPS in the environment', () => {
    it('is required in production, with a message that says what to set', () => {
        expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET })).toThrow(
            "Invalid storefront environment:\n  PUBLIC_URL: required in production: the shop's public address, e.g. https://www.example.it",
        );
        expect(
            parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.negozio.example/', SESSION_SECRET }).PUBLIC_URL,
        ).toBe('https://www.negozio.example/');
        expect(parseEnv({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
        // An empty assignment (PUBLIC_URL= in an env file) is no address either.
        expect(() => parseEnv({ NODE_ENV: 'production', PUBLIC_URL: '' })).toThrow(
            'PUBLIC_URL: required in production',
        );
    });

    it('takes an http(s) origin only', () => {
        expect(() => parseEnv({ PUBLIC_URL: 'ftp://www.negozio.example' })).toThrow(
            'PUBLIC_URL: must be an http:// or https:// address',
        );
        expect(() => parseEnv({ PUBLIC_URL: 'https://www.negozio.example/shop' })).toThrow(
            'PUBLIC_URL: must be an origin without a path, e.g. https://www.example.it',
        );
    });

    it('trusts no proxy unless told how many hops', () => {
        expect(parseEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
        expect(parseEnv({ TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2);
        expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '-1' })).toThrow('TRUSTED_PROXY_HOPS');
    });
});
