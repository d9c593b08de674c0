import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ListingPageView } from '~/components/catalog/listing/listing-page-view';
import { paginationItems } from '~/components/catalog/listing/listing-pagination';
import { I18nProvider } from '~/lib/i18n/i18n-react';
import { listingMeta, type ListingPageData } from '~/lib/catalog/listing-page';
import { EMPTY_LISTING_STATE, parseListingQuery, type ListingState } from '~/lib/catalog/listing-query';
import type { Listing } from '~/components/catalog/listing/listing-page-view.fragment';
import type { ProductCardData } from '~/components/catalog/product-card.fragment';

function card(n: number): ProductCardData {
    return {
        id: String(n),
        variantId: String(n * 10),
        lowestPrice30Days: null,
        lowestPricePeriodDays: null,
        code: n === 2 ? 'SM-A556B/DS' : `TV-${n}`,
        slug: `tv-${n}`,
        name: `Televisore ${n}`,
        sku: `TV-${n}-55`,
        merchantSku: `ART${n}`,
        brand: n % 2 ? 'LG' : 'Samsung',
        condition: 'Nuovo',
        price: 50000 + n * 1000,
        regularPrice: n === 1 ? 70000 : null,
        priceMin: 50000 + n * 1000,
        priceMax: 50000 + n * 1000,
        colorCount: 1,
        variantCount: 1,
        energyClass: 'E',
        image: { url: `/assets/tv-${n}.png`, width: 1080, height: 1340, alt: '' },
        inStock: true,
        isVirtual: false,
        category: { slug: 'tv-oled', name: 'TV OLED' },
    };
}

const listing: Listing = {
    category: {
        slug: 'tv-oled',
        name: 'TV OLED',
        description: '<p>Neri <strong>perfetti</strong> &amp; colori vividi.</p>',
        breadcrumbs: [
            { slug: 'tv-e-audio', name: 'TV e Audio' },
            { slug: 'televisori', name: 'Televisori' },
            { slug: 'tv-oled', name: 'TV OLED' },
        ],
        children: [],
    },
    items: Array.from({ length: 14 }, (_, i) => card(i + 1)),
    totalItems: 40,
    facets: [
        {
            code: 'manufacturer',
            name: 'Marca',
            values: [
                { code: 'lg', name: 'LG', count: 20, selected: true },
                { code: 'samsung', name: 'Samsung', count: 12, selected: false },
                { code: 'sony', name: 'Sony', count: 0, selected: false },
            ],
        },
    ],
    categories: [],
    priceRange: { min: 49900, max: 329900 },
    onSaleCount: 7,
};

function state(query: string): ListingState {
    const parsed = parseListingQuery(new URLSearchParams(query));
    if (!parsed.ok) throw new Error('bad query');
    return parsed.state;
}

function pageData(overrides: Partial<ListingPageData> = {}): ListingPageData {
    return {
        kind: 'category',
        locale: 'it',
        base: { path: '/it/c/tv-oled', params: [] },
        state: state('manufacturer=lg&price_to=1.500&sort=price_asc&page=2'),
        pageSize: 14,
        pageCount: 3,
        term: null,
        termTooShort: false,
        listing,
        view: 'grid',
        origin: 'https://negozio.example',
        canonicalPath: '/it/c/tv-oled?page=2',
        noindex: true,
        ...overrides,
    };
}

function render(data: ListingPageData, url = '/it/c/tv-oled'): string {
    const router = createMemoryRouter([{ path: '*', element: <ListingPageView data={data} /> }], {
        initialEntries: [url],
    });
    return renderToString(
        <I18nProvider language="it">
            <RouterProvider router={router} />
        </I18nProvider>,
    );
}

/** Opening tags of one kind in server HTML, attributes unescaped: assertions need not care about attribute order. */
function tags(html: string, tagName: string): Array<Record<string, string>> {
    return [...html.matchAll(new RegExp(`<${tagName}\\b([^>]*)>`, 'g'))].map(match => {
        const attributes: Record<string, string> = {};
        for (const [, name, value] of (match[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) {
            attributes[name!] = (value ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"');
        }
        return attributes;
    });
}

function expectTag(html: string, tagName: string, wanted: Record<string, string | undefined>) {
    const found = tags(html, tagName).some(attributes =>
        Object.entries(wanted).every(([name, value]) =>
            value === undefined ? !(name in attributes) : attributes[name] === value,
        ),
    );
    expect(found, `<${tagName}> with ${JSON.stringify(wanted)}`).toBe(true);
}

function expectText(html: string, text: string | RegExp, present = true) {
    const found = typeof text === 'string' ? html.includes(text) : text.test(html);
    expect(found, `${present ? '' : 'no '}${String(text)}`).toBe(present);
}

describe('ListingPageView', () => {
    it('renders a filtered category page that works without JavaScript', () => {
        const html = render(pageData());
        expectText(html, '<h1 class="text-3xl font-bold" data-testid="listing-title">TV OLED</h1>');
        expectText(html, '<strong>perfetti</strong>');
        // Breadcrumbs: Home › TV e Audio › Televisori › TV OLED (current page, not a link).
        expectText(html, /href="\/it"[^>]*>Home<\/a>/);
        expectText(html, /href="\/it\/c\/tv-e-audio"[^>]*>TV e Audio<\/a>/);
        expectText(html, /<span aria-current="page"[^>]*>TV OLED<\/span>/);
        expectText(html, '"@type":"BreadcrumbList"');
        expectText(html, '"item":"https://negozio.example/it/c/televisori"');
        expectText(html, '40 prodotti');
        expect(tags(html, 'article').filter(a => a['data-testid'] === 'product-card')).toHaveLength(14);
        expectTag(html, 'a', { 'data-testid': 'product-card-link', href: '/it/p/SM-A556B%2FDS' });
        // The filter form: a GET form to the listing, keeping the sort, with the selection checked.
        expectTag(html, 'form', { 'data-testid': 'facet-filters', method: 'get', action: '/it/c/tv-oled' });
        expectTag(html, 'input', { type: 'hidden', name: 'sort', value: 'price_asc' });
        expectTag(html, 'input', { type: 'checkbox', name: 'manufacturer', value: 'lg', checked: '' });
        expectTag(html, 'input', { type: 'checkbox', name: 'manufacturer', value: 'samsung', checked: undefined });
        // A value no product has is not offered.
        expectText(html, 'value="sony"', false);
        expectTag(html, 'input', { name: 'price_to', value: '1.500' });
        expectTag(html, 'input', { name: 'price_from', value: '' });
        expectTag(html, 'input', { type: 'checkbox', name: 'on_sale', value: '1', checked: undefined });
        expectText(html, 'Solo prodotti in offerta');
        expectText(html, '>Applica i filtri</button>');
        // Chips, each removing one filter; "Cancella filtri" keeps only the order.
        expectTag(html, 'a', {
            'aria-label': 'Rimuovi il filtro LG',
            href: '/it/c/tv-oled?price_to=1.500&sort=price_asc',
        });
        expect(tags(html, 'a').some(a => /^Rimuovi il filtro Fino a 1500,00\s€$/.test(a['aria-label'] ?? ''))).toBe(
            true,
        );
        expectTag(html, 'a', { 'data-testid': 'clear-filters', href: '/it/c/tv-oled?sort=price_asc' });
        // Sort: a GET form with the filters, the current order selected.
        expectTag(html, 'form', { 'data-testid': 'sort-form', method: 'get', action: '/it/c/tv-oled' });
        expectTag(html, 'option', { value: 'price_asc', selected: '' });
        expectTag(html, 'input', { type: 'hidden', name: 'manufacturer', value: 'lg' });
        // Pagination: page 2 of 3 is current, with previous and next links.
        expectTag(html, 'a', {
            'aria-label': 'Pagina 2',
            'aria-current': 'page',
            href: '/it/c/tv-oled?manufacturer=lg&price_to=1.500&sort=price_asc&page=2',
        });
        expectTag(html, 'a', {
            'data-testid': 'pagination-next',
            href: '/it/c/tv-oled?manufacturer=lg&price_to=1.500&sort=price_asc&page=3',
        });
        expectTag(html, 'a', {
            'data-testid': 'pagination-previous',
            href: '/it/c/tv-oled?manufacturer=lg&price_to=1.500&sort=price_asc',
        });
        // Mobile: without JavaScript the filter button is a link to the form; it shows 2 active filters.
        expectTag(html, 'a', { 'data-testid': 'filter-button', href: '#filtri' });
        expectTag(html, 'aside', { id: 'filtri' });
        expectText(html, '2 filtri attivi');
        // View switch links for browsers without JavaScript.
        expectTag(html, 'a', {
            'data-testid': 'view-list',
            href: '/it/c/tv-oled?manufacturer=lg&price_to=1.500&sort=price_asc&page=2&view=list',
        });
        expectTag(html, 'ul', { 'data-testid': 'product-list', 'data-view': 'grid' });
    });

    it('keeps ?id= on /it/Category links and renders the list view', () => {
        const html = render(
            pageData({
                base: { path: '/it/Category', params: [['id', 'tv-oled']] },
                state: EMPTY_LISTING_STATE,
                view: 'list',
            }),
            '/it/Category?id=tv-oled',
        );
        expectTag(html, 'input', { type: 'hidden', name: 'id', value: 'tv-oled' });
        expectTag(html, 'a', { 'aria-label': 'Pagina 2', href: '/it/Category?id=tv-oled&page=2' });
        expectTag(html, 'ul', { 'data-testid': 'product-list', 'data-view': 'list' });
        expectTag(html, 'article', { 'data-testid': 'product-card', 'data-layout': 'list' });
        expectText(html, 'data-testid="active-filters"', false);
    });

    it('offers a way out when nothing matches', () => {
        const html = render(
            pageData({
                listing: { ...listing, items: [], totalItems: 0 },
                pageCount: 1,
                state: state('manufacturer=lg'),
            }),
        );
        expectText(html, 'Nessun prodotto trovato');
        expectText(html, 'Nessun prodotto corrisponde ai filtri scelti.');
        expectTag(html, 'a', { 'data-testid': 'empty-clear-filters', href: '/it/c/tv-oled' });
        expectText(html, /href="\/it\/c\/televisori"[^>]*>Torna a Televisori<\/a>/);
        expectText(html, /href="\/it"[^>]*>Torna alla home<\/a>/);
        expectText(html, '0 prodotti');
        expectText(html, 'data-testid="pagination"', false);
    });

    it('titles search results and asks for a longer term when it is too short', () => {
        const results = render(
            pageData({
                kind: 'search',
                base: { path: '/it/search', params: [['q', 'oled']] },
                term: 'oled',
                state: EMPTY_LISTING_STATE,
                canonicalPath: '/it/search?q=oled',
                listing: { ...listing, category: null },
            }),
        );
        expectText(results, 'Risultati per “oled”');
        expectTag(results, 'input', { type: 'hidden', name: 'q', value: 'oled' });
        expectText(results, 'BreadcrumbList', false);
        const short = render(
            pageData({
                kind: 'search',
                base: { path: '/it/search', params: [['q', 'tv']] },
                term: 'tv',
                termTooShort: true,
                listing: null,
            }),
        );
        expectText(short, 'Cerca prodotti');
        expectText(short, 'Scrivi almeno 3 caratteri per cercare.');
        expectTag(short, 'input', { type: 'search', name: 'q', value: 'tv' });
        expectText(short, 'data-testid="product-list"', false);
    });
});

describe('listingMeta', () => {
    it('gives title, description, canonical, robots and Open Graph tags', () => {
        const tags = listingMeta(pageData());
        expect(tags).toContainEqual({ title: 'TV OLED - pagina 2 | Scintilla' });
        expect(tags).toContainEqual({ name: 'description', content: 'Neri perfetti & colori vividi.' });
        expect(tags).toContainEqual({
            tagName: 'link',
            rel: 'canonical',
            href: 'https://negozio.example/it/c/tv-oled?page=2',
        });
        expect(tags).toContainEqual({ name: 'robots', content: 'noindex,follow' });
        expect(tags).toContainEqual({ property: 'og:url', content: 'https://negozio.example/it/c/tv-oled?page=2' });
        expect(tags).toContainEqual({ property: 'og:locale', content: 'it_IT' });
        expect(tags).toContainEqual({
            property: 'og:image',
            content: 'https://negozio.example/assets/tv-1.png?preset=gallery&format=webp',
        });
        const plain = listingMeta(
            pageData({ noindex: false, state: EMPTY_LISTING_STATE, canonicalPath: '/it/c/tv-oled' }),
        );
        expect(plain).toContainEqual({ title: 'TV OLED | Scintilla' });
        expect(plain.some(tag => 'name' in tag && tag.name === 'robots')).toBe(false);
    });
});

describe('paginationItems', () => {
    it.each([
        [1, 1, [1]],
        [1, 3, [1, 2, 3]],
        [1, 20, [1, 2, 3, 4, 'gap', 20]],
        [4, 20, [1, 2, 3, 4, 5, 'gap', 20]],
        [10, 20, [1, 'gap', 9, 10, 11, 'gap', 20]],
        [20, 20, [1, 'gap', 17, 18, 19, 20]],
        [3, 5, [1, 2, 3, 4, 5]],
    ])('page %i of %i', (current, count, items) => {
        expect(paginationItems(current, count)).toEqual(items);
    });
});
