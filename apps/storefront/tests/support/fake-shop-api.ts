// A stand-in for the commerce server's shop API (CMS plugin queries, catalog listing and sitemap, /assets), for tests
// that must not need Vendure.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
    url: string;
    headers: http.IncomingHttpHeaders;
    query: string;
    variables: Record<string, unknown>;
}

// A 1×1 transparent PNG.
const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
);

export const fixture = {
    menu: {
        uid: 'menu-1',
        code: 'mainmenu',
        items: [
            {
                uid: 'm-tv',
                label: 'TV e Audio',
                link: '/c/tv-audio',
                children: [
                    {
                        uid: 'm-tv-tv',
                        label: 'Televisori',
                        link: '/c/televisori',
                        children: [
                            { uid: 'm-oled', label: 'TV OLED', link: '/c/tv-oled', children: [] },
                            { uid: 'm-qled', label: 'TV QLED', link: '/c/tv-qled', children: [] },
                        ],
                    },
                    { uid: 'm-soundbar', label: 'Soundbar', link: '/c/soundbar', children: [] },
                ],
            },
            {
                uid: 'm-phone',
                label: 'Smartphone',
                link: '/c/smartphone',
                children: [{ uid: 'm-android', label: 'Android', link: '/c/android', children: [] }],
            },
            { uid: 'm-offers', label: 'Offerte', link: '/offerte', children: [] },
        ],
    },
    blocks: [
        { identifier: 'headerText', content: { text: 'Spedizione gratuita da 100 €' } },
        { identifier: 'pre-header', content: { text: 'Resi gratuiti entro 30 giorni' } },
        {
            identifier: 'footer-address',
            content: {
                title: 'Contatti',
                lines: ['Via Roma 1', '20100 Milano (MI)'],
                email: 'info@negozio.test',
                phone: '+39 02 1234 5678',
            },
        },
        {
            identifier: 'footer-links',
            content: { sections: [{ title: 'Informazioni', links: [{ label: 'Chi siamo', href: '/chi-siamo' }] }] },
        },
        { identifier: 'footer-newsletter', content: { title: 'Newsletter', text: 'Offerte in anteprima.' } },
        {
            identifier: 'footer-payments',
            content: { title: 'Pagamenti', logos: [{ name: 'Visa', src: '/assets/visa.png' }] },
        },
        {
            identifier: 'footer-social',
            content: {
                title: 'Seguici',
                links: [{ name: 'Instagram', href: 'https://instagram.example/negozio', src: '/assets/ig.png' }],
            },
        },
        { identifier: 'copyright', content: { content: '© 2026 Scintilla S.r.l. P.IVA 01234567890' } },
        {
            identifier: 'prefooter',
            content: {
                logos: Array.from({ length: 8 }, (_, i) => ({
                    name: `Marca ${i + 1}`,
                    src: `/assets/brand-${i + 1}.png`,
                })),
            },
        },
    ],
    pages: {
        'chi-siamo': {
            slug: 'chi-siamo',
            title: 'Chi siamo',
            body: '<p>Vendiamo elettronica dal 1990.</p>',
            metaDescription: 'La nostra storia',
        },
    } as Record<string, { slug: string; title: string; body: string; metaDescription: string | null }>,
};

/** A catalog product card as the catalog API answers it. */
function fakeCard(n: number, category: { slug: string; name: string }) {
    return {
        id: String(n),
        variantId: String(100 + n),
        code: `PROVA-${n}`,
        slug: `prodotto-prova-${n}`,
        name: `Prodotto prova ${n}`,
        sku: `PROVA-${n}-SKU`,
        merchantSku: `M-${n}`,
        brand: 'Marca Prova',
        condition: 'Nuovo',
        price: 10_000 + n * 100,
        regularPrice: null,
        lowestPrice30Days: null,
        lowestPricePeriodDays: null,
        priceMin: 10_000 + n * 100,
        priceMax: 10_000 + n * 100,
        colorCount: 1,
        variantCount: 1,
        energyClass: null,
        image: { url: `/assets/prova-${n}.png`, width: 800, height: 800, alt: '' },
        inStock: true,
        isVirtual: false,
        category,
    };
}

const lavatrici = { slug: 'lavatrici', name: 'Lavatrici' };
const asciugatrici = { slug: 'asciugatrici', name: 'Asciugatrici' };

/** The catalog the fake answers listings from: 12 washing machines and 3 dryers, all matching any term. */
export const catalogFixture = {
    products: [
        ...Array.from({ length: 12 }, (_, i) => fakeCard(i + 1, lavatrici)),
        ...Array.from({ length: 3 }, (_, i) => fakeCard(i + 13, asciugatrici)),
    ],
    sitemap: {
        categories: [
            { id: 'lavatrici', updatedAt: '2026-01-10T08:00:00.000Z' },
            { id: 'asciugatrici', updatedAt: '2026-01-11T08:00:00.000Z' },
        ],
        products: [
            { id: 'PROVA-1', updatedAt: '2026-02-01T09:30:00.000Z' },
            { id: 'SM-A556B/DS', updatedAt: '2026-02-02T09:30:00.000Z' },
        ],
    },
};

/** catalogListing over the fixture: a term of "nessunrisultato" matches nothing; categories count before filtering. */
function fakeListing(input: { term?: string; categorySlugs?: string[]; skip?: number; take?: number }) {
    const matches = input.term === 'nessunrisultato' ? [] : catalogFixture.products;
    const wanted = input.categorySlugs ?? [];
    const filtered = wanted.length ? matches.filter(p => wanted.includes(p.category.slug)) : matches;
    const categories = [lavatrici, asciugatrici]
        .map(c => ({
            ...c,
            count: matches.filter(p => p.category.slug === c.slug).length,
            selected: wanted.includes(c.slug),
        }))
        .filter(c => c.count > 0);
    const skip = input.skip ?? 0;
    return {
        category: null,
        items: filtered.slice(skip, skip + (input.take ?? 14)),
        totalItems: filtered.length,
        facets: [],
        categories,
        priceRange: null,
        onSaleCount: 0,
    };
}

export interface FakeShopApi {
    url: string;
    assetsUrl: string;
    port: number;
    requests: RecordedRequest[];
    /** While down, connections are cut as if the server had stopped. */
    setDown(down: boolean): void;
    close(): Promise<void>;
}

export async function startFakeShopApi(port = 0): Promise<FakeShopApi> {
    const requests: RecordedRequest[] = [];
    let down = false;
    const server = http.createServer((req, res) => {
        if (down) {
            req.socket.destroy();
            return;
        }
        if (req.url?.startsWith('/assets/')) {
            res.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length });
            res.end(PNG);
            return;
        }
        let raw = '';
        req.on('data', chunk => (raw += chunk));
        req.on('end', () => {
            const body = JSON.parse(raw || '{}') as { query?: string; variables?: Record<string, unknown> };
            const query = body.query ?? '';
            const variables = body.variables ?? {};
            requests.push({ url: req.url ?? '', headers: req.headers, query, variables });
            let data: unknown;
            if (query.includes('cmsBlocks')) {
                const wanted = (variables.identifiers as string[] | undefined) ?? [];
                data = {
                    cmsBlocks: fixture.blocks
                        .filter(b => wanted.includes(b.identifier))
                        .map(b => ({ ...b, locale: 'it' })),
                };
            } else if (query.includes('menu(')) {
                data = { menu: variables.code === 'mainmenu' ? fixture.menu : null };
            } else if (query.includes('catalogListing')) {
                data = { catalogListing: fakeListing(variables.input as Parameters<typeof fakeListing>[0]) };
            } else if (query.includes('catalogSitemap')) {
                data = { catalogSitemap: catalogFixture.sitemap };
            } else if (query.includes('cmsPage') && variables.slug === 'pagina-rotta') {
                // A commerce server fault: the storefront must show the error page, not crash.
                res.writeHead(500, { 'content-type': 'text/plain' });
                res.end('Internal Server Error');
                return;
            } else if (query.includes('cmsPage')) {
                data = { cmsPage: fixture.pages[String(variables.slug)] ?? null };
            } else {
                res.writeHead(400, { 'content-type': 'application/json' });
                res.end(JSON.stringify({ errors: [{ message: 'unknown query' }] }));
                return;
            }
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ data }));
        });
    });
    await new Promise<void>(resolve => server.listen(port, '127.0.0.1', resolve));
    const actual = (server.address() as AddressInfo).port;
    return {
        url: `http://127.0.0.1:${actual}/shop-api`,
        assetsUrl: `http://127.0.0.1:${actual}/assets`,
        port: actual,
        requests,
        setDown(value) {
            down = value;
        },
        close: () =>
            new Promise<void>(resolve => {
                server.closeAllConnections();
                server.close(() => resolve());
            }),
    };
}
