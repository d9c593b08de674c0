// sitemap.xml and robots.txt against the seeded shop: every category and product of the catalog, the content pages the
// footer links to, absolute URLs on the public address (PUBLIC_URL).
import { cmsBlock, expect, test } from './fixtures';
import { TEST_PUBLIC_URL } from '../tests/support/storefront-process';

async function catalogSitemap() {
    const res = await fetch(process.env.SHOP_API_URL as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ catalogSitemap { categories { id } products { id } } }' }),
    });
    const body = (await res.json()) as {
        data: { catalogSitemap: { categories: Array<{ id: string }>; products: Array<{ id: string }> } };
    };
    return body.data.catalogSitemap;
}

test('sitemap.xml lists home, the footer content pages, every category and every product', async ({ request }) => {
    const origin = TEST_PUBLIC_URL;
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...(await res.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map(m => m[1]);

    const catalog = await catalogSitemap();
    expect(catalog.products.length).toBeGreaterThan(200);
    expect(locs[0]).toBe(`${origin}/it`);
    for (const category of catalog.categories) expect(locs).toContain(`${origin}/it/c/${category.id}`);
    for (const product of catalog.products) {
        expect(locs).toContain(`${origin}/it/p/${encodeURIComponent(product.id)}`);
    }
    expect(locs).toContain(`${origin}/it/p/SM-A556B%2FDS`);

    const footer = await cmsBlock<{ sections: Array<{ links: Array<{ href: string }> }> }>('footer-links');
    const pages = ['chi-siamo', 'garanzia', 'privacy-policy'];
    for (const slug of pages) {
        expect(footer?.sections.some(s => s.links.some(l => l.href === `/${slug}`))).toBe(true);
        expect(locs).toContain(`${origin}/it/${slug}`);
    }
    // Every URL once; and the listed product and content pages really open.
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of ['/it/p/SM-A556B%2FDS', '/it/chi-siamo', `/it/c/${catalog.categories[0]?.id}`]) {
        expect((await request.get(path)).status(), path).toBe(200);
    }
});

test('robots.txt points at the sitemap and keeps crawlers out of the API, cart, checkout and account', async ({
    request,
}) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    for (const path of ['/api/', '/it/cart', '/it/checkout', '/it/my-account']) {
        expect(lines).toContain(`Disallow: ${path}`);
    }
});
