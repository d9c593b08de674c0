import { describe, expect, it } from 'vitest';
import { applySiteRules, redirectCacheControl } from '~/lib/http/site-rules';

function location(url: string): string | null {
    const outcome = applySiteRules(url);
    return outcome.kind === 'redirect' ? outcome.location : null;
}

describe('applySiteRules', () => {
    it('leaves the root alone', () => {
        expect(applySiteRules('/')).toEqual({ kind: 'pass' });
        expect(applySiteRules('/?utm_source=x')).toEqual({ kind: 'pass' });
    });

    it('passes localized canonical paths', () => {
        for (const url of ['/it', '/it/Home', '/it/c/tv-oled', '/it/privacy?x=1', '/it.data', '/it/privacy.data']) {
            expect(applySiteRules(url), url).toEqual({ kind: 'pass' });
        }
    });

    it('puts paths without a locale under /it/ with a 301, keeping the query', () => {
        expect(applySiteRules('/foo')).toEqual({ kind: 'redirect', status: 301, location: '/it/foo' });
        expect(location('/foo/bar?x=1&y=%20')).toBe('/it/foo/bar?x=1&y=%20');
        expect(location('/en/foo')).toBe('/it/en/foo');
        expect(location('/IT/foo')).toBe('/it/IT/foo');
        expect(location('/italia')).toBe('/it/italia');
    });

    it('drops a locale code repeated after the prefix: one address for one page', () => {
        expect(applySiteRules('/it/en/c/televisori?page=2')).toEqual({
            kind: 'redirect',
            status: 301,
            location: '/it/c/televisori?page=2',
        });
        expect(location('/it/it/p/ARCHERAX55')).toBe('/it/p/ARCHERAX55');
        expect(location('/it/en')).toBe('/it');
        expect(location('/it/en/chi-siamo.data')).toBe('/it/chi-siamo.data');
        // Not a locale: left to the resolver.
        expect(applySiteRules('/it/enciclopedia')).toEqual({ kind: 'pass' });
        expect(applySiteRules('/it/c/en')).toEqual({ kind: 'pass' });
    });

    it('removes a .html suffix first', () => {
        expect(location('/foo.html')).toBe('/it/foo');
        expect(location('/a/b/c.HTML?q=1')).toBe('/it/a/b/c?q=1');
        expect(location('/.html')).toBe('/it');
    });

    it('removes a trailing slash from localized paths', () => {
        expect(location('/it/')).toBe('/it');
        expect(location('/it/privacy/')).toBe('/it/privacy');
        expect(location('/it/privacy//?a=1')).toBe('/it/privacy?a=1');
    });

    it('never redirects to another site', () => {
        const attempts = [
            '//evil.example',
            '//evil.example/',
            '///evil.example',
            '/\\evil.example',
            '/\\/evil.example',
            '\\\\evil.example',
            '/%2F%2Fevil.example',
            '/%2f%5cevil.example',
            '/%5C%5Cevil.example',
            '/it//evil.example',
            '/it/\\evil.example',
            '/it//evil.example/',
            '//evil.example/foo.html?next=//evil.example',
            '/%09/evil.example',
            '/ /evil.example',
            '/https://evil.example',
            '/http:%2F%2Fevil.example',
        ];
        for (const url of attempts) {
            const target = location(url);
            if (target === null) continue;
            expect(target, url).toMatch(/^\/[^/\\]/);
            expect(new URL(target, 'https://shop.test').origin, url).toBe('https://shop.test');
            expect(target.startsWith('/it'), url).toBe(true);
        }
    });

    it('never emits characters a Location header cannot carry', () => {
        const target = location('/caffè espresso');
        expect(target).toBe('/it/caff%C3%A8%20espresso');
    });

    it('leaves the server-owned paths alone', () => {
        for (const url of [
            '/sw.js',
            '/offline',
            '/api/message/dismiss',
            '/assets/a.png',
            '/static/x.js',
            '/_root.data',
            '/__manifest?p=/it',
            '/robots.txt',
            '/sitemap.xml',
        ]) {
            expect(applySiteRules(url), url).toEqual({ kind: 'pass' });
        }
    });
});

describe('redirectCacheControl', () => {
    it('stores no redirect to an address with a secret in its query', () => {
        expect(redirectCacheControl('/it/customer/account/createPassword?token=abc')).toBe('no-store');
        expect(redirectCacheControl('/it/reset-password?x=1&Token=abc')).toBe('no-store');
        expect(redirectCacheControl('/it/stock-alert/cancel?alertToken=abc')).toBe('no-store');
        expect(redirectCacheControl('/it/checkout?signature=abc')).toBe('no-store');
    });

    it('keeps other redirects an hour', () => {
        expect(redirectCacheControl('/it/foo')).toBe('public, max-age=3600');
        expect(redirectCacheControl('/it/c/tv?sort=price&q=token')).toBe('public, max-age=3600');
    });
});
