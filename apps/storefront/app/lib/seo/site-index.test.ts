import { describe, expect, it } from 'vitest';
import { lastmodOf, robotsTxt, sitemapXml, xmlEscape } from '~/lib/seo/site-index';

describe('sitemapXml', () => {
    it('writes a sitemaps.org urlset with escaped locations and optional lastmod', () => {
        const xml = sitemapXml([
            { loc: 'https://shop.test/it' },
            { loc: 'https://shop.test/it/p/SM-A556B%2FDS', lastmod: '2026-01-02T10:00:00.000Z' },
            { loc: 'https://shop.test/it/c/a&b<\'>"' },
        ]);
        expect(xml).toBe(
            [
                '<?xml version="1.0" encoding="UTF-8"?>',
                '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
                '  <url><loc>https://shop.test/it</loc></url>',
                '  <url><loc>https://shop.test/it/p/SM-A556B%2FDS</loc><lastmod>2026-01-02T10:00:00.000Z</lastmod></url>',
                '  <url><loc>https://shop.test/it/c/a&amp;b&lt;&apos;&gt;&quot;</loc></url>',
                '</urlset>',
                '',
            ].join('\n'),
        );
    });

    it('escapes every XML special character', () => {
        expect(xmlEscape(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    });

    it('keeps real dates as lastmod and drops anything else', () => {
        expect(lastmodOf('2026-03-04T05:06:07Z')).toBe('2026-03-04T05:06:07.000Z');
        expect(lastmodOf('ieri')).toBeUndefined();
        expect(lastmodOf(null)).toBeUndefined();
    });
});

describe('robotsTxt', () => {
    it('keeps crawlers out of the API, cart, checkout and account pages and names the sitemap', () => {
        const text = robotsTxt('https://shop.test', ['it']);
        const lines = text.split('\n');
        expect(lines[0]).toBe('User-agent: *');
        for (const path of [
            '/api/',
            '/it/cart',
            '/it/Cart',
            '/it/checkout',
            '/it/Checkout',
            '/it/findomestic-confirm',
            '/it/my-account',
            '/it/MyAccount',
            '/it/reset-password',
            '/it/ResetPassword',
        ]) {
            expect(lines, path).toContain(`Disallow: ${path}`);
        }
        expect(lines).toContain('Sitemap: https://shop.test/sitemap.xml');
        expect(lines.filter(line => line.startsWith('Disallow: /it/c'))).toEqual([
            'Disallow: /it/cart',
            'Disallow: /it/checkout',
        ]);
    });
});
