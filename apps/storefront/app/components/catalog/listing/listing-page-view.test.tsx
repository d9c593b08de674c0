// @vitest-environment happy-dom
import { createMemoryRouter, RouterProvider } from 'react-router';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingPageView } from '~/components/catalog/listing/listing-page-view';
import { paginationItems } from '~/components/catalog/listing/listing-pagination';
import { I18nProvider } from '~/lib/i18n/i18n-react';
import { listingMeta, type ListingPageData } from '~/lib/catalog/listing-page';
import { parseListingQuery, type ListingKind } from '~/lib/catalog/listing-forms';
import { EMPTY_LISTING_STATE, type ListingState } from '~/lib/catalog/listing-query';
import type { QueryReply } from '~/lib/forms/form-reply';
import type { Listing } from '~/components/catalog/listing/listing-page-view.fragment';
import type { ProductCardData } from '~/components/catalog/product-card.fragment';
import { renderOnServer } from '~/test-support/server-render';

function card(n: number): ProductCardData {
    return {
        variantId: String(n * 10),
        lowestPrice30Days: null,
        lowestPricePeriodDays: null,
        lowestPriceSince: null,
        code: n === 2 ? 'SM-A556B/DS' : `TV-${n}`,
        name: `Televisore ${n}`,
        sku: `TV-${n}-55`,
        brand: n % 2 ? 'LG' : 'Samsung',
        condition: 'Nuovo',
        price: 50000 + n * 1000,
        priceMax: 50000 + n * 1000,
        colorCount: 1,
        variantCount: 1,
        energyClass: 'E',
        image: { url: `/assets/tv-${n}.png` },
        inStock: true,
        onlyXLeft: 10,
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

function state(query: string, kind: ListingKind = 'category'): ListingState {
    const submission = parseListingQuery(kind, new URLSearchParams(query));
    if (submission.status !== 'success') throw new Error('bad query');
    return submission.value.state;
}

/** What the loader hands the page for a query it refused (listing-page.server.ts). */
function reply(query: string, kind: ListingKind = 'category'): QueryReply {
    const submission = parseListingQuery(kind, new URLSearchParams(query));
    if (submission.status === 'success') throw new Error('a valid query');
    return submission.reply();
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
        brand: null,
        contentHtml: null,
        listing,
        view: 'grid',
        origin: 'https://negozio.example',
        canonicalPath: '/it/c/tv-oled?page=2',
        noindex: true,
        reply: null,
        ...overrides,
    };
}

function render(data: ListingPageData, url = '/it/c/tv-oled') {
    const router = createMemoryRouter([{ path: '*', element: <ListingPageView data={data} /> }], {
        initialEntries: [url],
    });
    return renderOnServer(
        <I18nProvider language="it">
            <RouterProvider router={router} />
        </I18nProvider>,
    );
}

/** The form field named `name` (with `value`, for checkboxes and hidden fields sharing a name). */
function field(container: HTMLElement, name: string, value?: string): HTMLInputElement | null {
    const fields = [...container.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)];
    return fields.find(input => value === undefined || input.value === value) ?? null;
}

const jsonLd = (container: HTMLElement) =>
    [...container.querySelectorAll('script[type="application/ld+json"]')].map(script => script.textContent).join('');

describe('ListingPageView', () => {
    it('renders a filtered category page that works without JavaScript', () => {
        const page = render(pageData());
        const { container } = page;
        const title = page.getByRole('heading', { level: 1, name: 'TV OLED' });
        expect(title).toHaveAttribute('data-testid', 'listing-title');
        expect(page.getByText('perfetti').tagName).toBe('STRONG');
        // Breadcrumbs: Home › TV e Audio › Televisori › TV OLED (current page, not a link).
        const trail = within(page.getByRole('navigation', { name: 'Percorso di navigazione' }));
        expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/it');
        expect(trail.getByRole('link', { name: 'TV e Audio' })).toHaveAttribute('href', '/it/c/tv-e-audio');
        const current = trail.getByText('TV OLED');
        expect(current.tagName).toBe('SPAN');
        expect(current).toHaveAttribute('aria-current', 'page');
        expect(jsonLd(container)).toContain('"@type":"BreadcrumbList"');
        expect(jsonLd(container)).toContain('"item":"https://negozio.example/it/c/televisori"');
        expect(page.getAllByText('40 prodotti').length).toBeGreaterThan(0);
        expect(page.getAllByTestId('product-card')).toHaveLength(14);
        expect(page.getByRole('link', { name: 'Televisore 2' })).toHaveAttribute('href', '/it/p/SM-A556B%2FDS');
        // The filter form: a GET form to the listing, keeping the sort, with the selection checked.
        const filters = page.getByTestId('facet-filters');
        expect(filters.tagName).toBe('FORM');
        expect(filters).toHaveAttribute('method', 'get');
        expect(filters).toHaveAttribute('action', '/it/c/tv-oled');
        expect(field(filters, 'sort')).toHaveAttribute('type', 'hidden');
        expect(field(filters, 'sort')).toHaveValue('price_asc');
        expect(field(container, 'manufacturer', 'lg')).toBeChecked();
        expect(field(container, 'manufacturer', 'lg')).toHaveAttribute('type', 'checkbox');
        expect(field(container, 'manufacturer', 'samsung')).not.toBeChecked();
        // A value no product has is not offered.
        expect(field(container, 'manufacturer', 'sony')).toBeNull();
        expect(field(container, 'price_to')).toHaveValue('1.500');
        expect(field(container, 'price_from')).toHaveValue('');
        expect(page.getByRole('checkbox', { name: /^Solo prodotti in offerta/ })).not.toBeChecked();
        expect(field(container, 'on_sale', '1')).toBe(
            page.getByRole('checkbox', { name: /^Solo prodotti in offerta/ }),
        );
        expect(page.getAllByRole('button', { name: 'Applica i filtri' }).length).toBeGreaterThan(0);
        // Chips, each removing one filter; "Cancella filtri" keeps only the order.
        expect(page.getByRole('link', { name: 'Rimuovi il filtro LG' })).toHaveAttribute(
            'href',
            '/it/c/tv-oled?price_to=1.500&sort=price_asc',
        );
        expect(page.getByRole('link', { name: /^Rimuovi il filtro Fino a 1\.500,00\s€$/ })).toBeInTheDocument();
        expect(page.getByTestId('clear-filters')).toHaveAttribute('href', '/it/c/tv-oled?sort=price_asc');
        // Sort: a GET form with the filters, the current order selected.
        const sort = page.getByTestId('sort-form');
        expect(sort).toHaveAttribute('method', 'get');
        expect(sort).toHaveAttribute('action', '/it/c/tv-oled');
        expect(within(sort).getByRole('option', { selected: true })).toHaveValue('price_asc');
        expect(field(sort, 'manufacturer', 'lg')).toHaveAttribute('type', 'hidden');
        // Pagination: page 2 of 3 is current, with previous and next links.
        const pageTwo = page.getByRole('link', { name: 'Pagina 2' });
        expect(pageTwo).toHaveAttribute('aria-current', 'page');
        expect(pageTwo).toHaveAttribute('href', '/it/c/tv-oled?manufacturer=lg&price_to=1.500&sort=price_asc&page=2');
        expect(page.getByTestId('pagination-next')).toHaveAttribute(
            'href',
            '/it/c/tv-oled?manufacturer=lg&price_to=1.500&sort=price_asc&page=3',
        );
        expect(page.getByTestId('pagination-previous')).toHaveAttribute(
            'href',
            '/it/c/tv-oled?manufacturer=lg&price_to=1.500&sort=price_asc',
        );
        // Mobile: without JavaScript the filter button is a link to the form; it shows 2 active filters.
        expect(page.getByTestId('filter-button')).toHaveAttribute('href', '#filtri');
        expect(container.querySelector('aside#filtri')).toBeInTheDocument();
        expect(page.getAllByText('2 filtri attivi').length).toBeGreaterThan(0);
        // View switch links for browsers without JavaScript.
        expect(page.getByTestId('view-list')).toHaveAttribute(
            'href',
            '/it/c/tv-oled?manufacturer=lg&price_to=1.500&sort=price_asc&page=2&view=list',
        );
        expect(page.getByTestId('product-list')).toHaveAttribute('data-view', 'grid');
    });

    it('keeps ?id= on /it/Category links and renders the list view', () => {
        const page = render(
            pageData({
                base: { path: '/it/Category', params: [['id', 'tv-oled']] },
                state: EMPTY_LISTING_STATE,
                view: 'list',
            }),
            '/it/Category?id=tv-oled',
        );
        expect(field(page.container, 'id', 'tv-oled')).toHaveAttribute('type', 'hidden');
        expect(page.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('href', '/it/Category?id=tv-oled&page=2');
        expect(page.getByTestId('product-list')).toHaveAttribute('data-view', 'list');
        expect(page.getAllByTestId('product-card')[0]).toHaveAttribute('data-layout', 'list');
        expect(page.queryByTestId('active-filters')).not.toBeInTheDocument();
    });

    it('offers a way out when nothing matches', () => {
        const page = render(
            pageData({
                listing: { ...listing, items: [], totalItems: 0 },
                pageCount: 1,
                state: state('manufacturer=lg'),
            }),
        );
        expect(page.getByText('Nessun prodotto trovato')).toBeInTheDocument();
        expect(page.getByText('Nessun prodotto corrisponde ai filtri scelti.')).toBeInTheDocument();
        expect(page.getByTestId('empty-clear-filters')).toHaveAttribute('href', '/it/c/tv-oled');
        expect(page.getByRole('link', { name: 'Torna a Televisori' })).toHaveAttribute('href', '/it/c/televisori');
        expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/it');
        expect(page.getAllByText('0 prodotti').length).toBeGreaterThan(0);
        expect(page.queryByTestId('pagination')).not.toBeInTheDocument();
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
        expect(results.getByRole('heading', { level: 1, name: 'Risultati per “oled”' })).toBeInTheDocument();
        expect(field(results.container, 'q', 'oled')).toHaveAttribute('type', 'hidden');
        expect(jsonLd(results.container)).not.toContain('BreadcrumbList');
        const short = render(
            pageData({
                kind: 'search',
                base: { path: '/it/search', params: [['q', 'tv']] },
                term: 'tv',
                termTooShort: true,
                listing: null,
            }),
        );
        expect(short.getAllByText('Cerca prodotti').length).toBeGreaterThan(0);
        expect(short.getByText('Scrivi almeno 3 caratteri per cercare.')).toBeInTheDocument();
        expect(short.getByRole('searchbox')).toHaveAttribute('name', 'q');
        expect(short.getByRole('searchbox')).toHaveValue('tv');
        expect(short.queryByTestId('product-list')).not.toBeInTheDocument();
    });
});

describe('ListingPageView after a refused query (400, without JavaScript)', () => {
    it('shows a price that is not a price beside its field, as typed, and the order error beside the order', () => {
        const page = render(
            pageData({
                state: state('manufacturer=lg'),
                reply: reply('manufacturer=lg&price_from=trecento&price_to=1.500&sort=a-caso'),
            }),
        );
        // Both filter forms (the sidebar, and the phone's dialog once opened) show it; the sidebar is rendered here.
        const filters = within(page.getByTestId('facet-filters'));
        const from = filters.getByRole('textbox', { name: 'Da (€)' });
        expect(from).toHaveValue('trecento');
        expect(from).toHaveAttribute('aria-invalid', 'true');
        expect(from).toHaveAccessibleDescription(
            'Il prezzo minimo non è valido: scrivi un importo in euro, per esempio 49,90. In euro, per esempio 1.299,90',
        );
        // The other bound was fine: it shows what was sent, without an error.
        const to = filters.getByRole('textbox', { name: 'A (€)' });
        expect(to).toHaveValue('1.500');
        expect(to).not.toHaveAttribute('aria-invalid');
        expect(filters.getAllByRole('alert')).toHaveLength(1);
        const sort = within(page.getByTestId('sort-form'));
        expect(sort.getByRole('combobox', { name: 'Ordina per' })).toHaveAccessibleDescription(
            'Ordinamento non valido: mostriamo i più rilevanti.',
        );
        expect(sort.getByRole('option', { selected: true })).toHaveValue('relevance');
        expect(page.queryByTestId('page-error')).not.toBeInTheDocument();
    });

    it('explains a maximum below the minimum instead of swapping the bounds', () => {
        const reversed = render(
            pageData({ state: state('price_from=500'), reply: reply('price_from=500&price_to=100') }),
        );
        const filters = within(reversed.getByTestId('facet-filters'));
        const to = filters.getByRole('textbox', { name: 'A (€)' });
        expect(to).toHaveValue('100');
        expect(to).toHaveAttribute('aria-invalid', 'true');
        expect(to).toHaveAccessibleDescription(
            'Il prezzo massimo è più basso del minimo: correggi uno dei due. In euro, per esempio 1.299,90',
        );
        expect(filters.getByRole('textbox', { name: 'Da (€)' })).not.toHaveAttribute('aria-invalid');
    });

    it('explains a negative price', () => {
        const negative = render(pageData({ state: EMPTY_LISTING_STATE, reply: reply('price_from=-20') }));
        expect(
            within(negative.getByTestId('facet-filters')).getByRole('textbox', { name: 'Da (€)' }),
        ).toHaveAccessibleDescription(
            'Il prezzo non può essere negativo: scrivi un importo da 0 in su. In euro, per esempio 1.299,90',
        );
    });

    it('says a page number that is not one was read as the first page', () => {
        const page = render(pageData({ state: EMPTY_LISTING_STATE, reply: reply('page=due') }));
        expect(page.getByTestId('page-error')).toHaveTextContent(
            'Questa pagina dei risultati non esiste: ecco la prima.',
        );
        expect(page.queryAllByTestId('field-error')).toHaveLength(0);
    });

    it('keeps a search term over 100 characters in the field, with the error beside it', () => {
        const long = 'x'.repeat(101);
        const page = render(
            pageData({
                kind: 'search',
                base: { path: '/it/search', params: [] },
                term: null,
                termTooShort: true,
                listing: null,
                reply: reply(`q=${long}`, 'search'),
            }),
            `/it/search?q=${long}`,
        );
        const field = page.getByRole('searchbox', { name: 'Cerca prodotti' });
        expect(field).toHaveValue(long);
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription('La ricerca può contenere al massimo 100 caratteri.');
        expect(page.getByRole('alert')).toHaveTextContent('La ricerca può contenere al massimo 100 caratteri.');
        // Nothing was searched, and the page does not ask for a longer term.
        expect(page.queryByTestId('search-too-short')).not.toBeInTheDocument();
        expect(page.queryByTestId('product-list')).not.toBeInTheDocument();
    });

    it('shows no error for a query that was accepted', () => {
        const page = render(pageData());
        expect(page.queryAllByRole('alert')).toHaveLength(0);
        expect(page.getByRole('textbox', { name: 'A (€)' })).not.toHaveAttribute('aria-invalid');
    });
});

describe('ListingPageView for the offers and a brand', () => {
    const acrossCategories: Listing = {
        ...listing,
        category: null,
        categories: [
            { slug: 'tv-oled', name: 'TV OLED', count: 9, selected: false },
            { slug: 'smartphone', name: 'Smartphone', count: 4, selected: false },
        ],
    };

    it('shows the offers: title, introduction, the coupon block, the category filter, no on-sale box', () => {
        const page = render(
            pageData({
                kind: 'offers',
                base: { path: '/it/offerte', params: [] },
                state: EMPTY_LISTING_STATE,
                listing: acrossCategories,
                contentHtml: '<p>Inserisci il codice nel carrello:</p><ul><li><strong>BENVENUTO10</strong></li></ul>',
                canonicalPath: '/it/offerte',
                noindex: false,
            }),
            '/it/offerte',
        );
        expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Offerte');
        expect(page.getByTestId('offers-intro')).toHaveTextContent(
            "Tutti i prodotti in sconto in un'unica pagina. Ogni sconto è calcolato sul prezzo più basso applicato nei 30 giorni precedenti.",
        );
        const coupons = page.getByRole('region', { name: 'Codici sconto' });
        expect(within(coupons).getByText('BENVENUTO10').tagName).toBe('STRONG');
        const trail = within(page.getByRole('navigation', { name: 'Percorso di navigazione' }));
        expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/it');
        expect(trail.getByText('Offerte')).toHaveAttribute('aria-current', 'page');
        expect(jsonLd(page.container)).toContain('"item":"https://negozio.example/it/offerte"');
        expect(field(page.container, 'categoria', 'tv-oled')).toHaveAttribute('type', 'checkbox');
        expect(field(page.container, 'on_sale')).toBeNull();
        expect(page.getByTestId('facet-filters')).toHaveAttribute('action', '/it/offerte');
    });

    it('offers the filters of one kind of product only once the listing is narrowed to one category', () => {
        const withKinds: Listing = {
            ...acrossCategories,
            facets: [
                ...listing.facets,
                { code: 'colore', name: 'Colore', values: [{ code: 'nero', name: 'Nero', count: 6, selected: false }] },
                {
                    code: 'dimensioni_schermo',
                    name: 'Pollici',
                    values: [{ code: '55', name: '55"', count: 5, selected: false }],
                },
                {
                    code: 'memoria',
                    name: 'Memoria',
                    values: [{ code: '256-gb', name: '256 GB', count: 3, selected: false }],
                },
            ],
        };
        const offers = (query: string, categories = withKinds.categories) =>
            render(
                pageData({
                    kind: 'offers',
                    base: { path: '/it/offerte', params: [] },
                    state: state(query, 'offers'),
                    listing: { ...withKinds, categories },
                    canonicalPath: '/it/offerte',
                }),
                `/it/offerte?${query}`,
            );
        const legends = (page: ReturnType<typeof render>) =>
            [...page.container.querySelectorAll('legend')].map(legend => legend.textContent);

        // TVs and phones together: what every kind has, not "Pollici" beside phones nor "Memoria" beside TVs.
        expect(legends(offers(''))).toEqual(['Categoria', 'Marca', 'Colore', 'Prezzo']);
        // A category chosen, or all the results in one: that kind's own filters come.
        const narrowed = ['Categoria', 'Marca', 'Colore', 'Pollici', 'Memoria', 'Prezzo'];
        expect(legends(offers('categoria=tv-oled'))).toEqual(narrowed);
        expect(legends(offers('', [{ slug: 'tv-oled', name: 'TV OLED', count: 9, selected: false }]))).toEqual(
            narrowed,
        );
        // A value chosen from a link keeps its filter, so the shopper can take it off.
        expect(legends(offers('memoria=256-gb'))).toEqual(['Categoria', 'Marca', 'Colore', 'Memoria', 'Prezzo']);
    });

    it('shows a brand: its name as the title, the other filters, never the brand filter', () => {
        const page = render(
            pageData({
                kind: 'brand',
                base: { path: '/it/marca/lg', params: [] },
                state: state('memoria=256-gb'),
                brand: { code: 'lg', name: 'LG' },
                listing: {
                    ...acrossCategories,
                    facets: [
                        ...listing.facets,
                        {
                            code: 'memoria',
                            name: 'Memoria',
                            values: [{ code: '256-gb', name: '256 GB', count: 3, selected: true }],
                        },
                    ],
                },
                canonicalPath: '/it/marca/lg',
            }),
            '/it/marca/lg?memoria=256-gb',
        );
        expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('LG');
        expect(page.queryByTestId('offers-intro')).not.toBeInTheDocument();
        expect(page.queryByRole('region', { name: 'Codici sconto' })).not.toBeInTheDocument();
        expect(jsonLd(page.container)).toContain('"item":"https://negozio.example/it/marca/lg"');
        expect(field(page.container, 'manufacturer', 'samsung')).toBeNull();
        expect(page.queryByTestId('facet-manufacturer')).not.toBeInTheDocument();
        expect(field(page.container, 'memoria', '256-gb')).toBeChecked();
        expect(page.getByRole('link', { name: 'Rimuovi il filtro 256 GB' })).toHaveAttribute('href', '/it/marca/lg');
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

    it('titles and describes the offers and a brand', () => {
        const offers = listingMeta(
            pageData({ kind: 'offers', state: EMPTY_LISTING_STATE, canonicalPath: '/it/offerte', noindex: false }),
        );
        expect(offers).toContainEqual({ title: 'Offerte | Scintilla' });
        expect(offers).toContainEqual({
            name: 'description',
            content:
                'Le offerte di Scintilla: 40 prodotti in sconto, con la riduzione calcolata sul prezzo più basso degli ultimi 30 giorni.',
        });
        expect(offers).toContainEqual({
            tagName: 'link',
            rel: 'canonical',
            href: 'https://negozio.example/it/offerte',
        });
        const brand = listingMeta(
            pageData({
                kind: 'brand',
                brand: { code: 'lg', name: 'LG' },
                state: EMPTY_LISTING_STATE,
                canonicalPath: '/it/marca/lg',
                noindex: false,
                listing: { ...listing, totalItems: 1 },
            }),
        );
        expect(brand).toContainEqual({ title: 'LG | Scintilla' });
        expect(brand).toContainEqual({
            name: 'description',
            content:
                'LG online su Scintilla: 1 prodotto con prezzi IVA inclusa e spedizione gratuita in Italia da 100 €.',
        });
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
