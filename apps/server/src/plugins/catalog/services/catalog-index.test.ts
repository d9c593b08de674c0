import { describe, expect, it, vi } from 'vitest';

import { SEARCH_CACHE_SIZE } from '../constants';
import { CatalogSnapshot, ListingQuery, SnapshotProduct, SnapshotVariant, StockSnapshot } from '../types';
import { CatalogIndex, parseSpecifications } from './catalog-index';
import { SearchSynonyms } from './search-synonyms';

const day = (n: number) => new Date(Date.UTC(2025, 0, n));

const facetValues = [
    ['1', 'categoria', 'elettrodomestici'],
    ['2', 'categoria', 'lavaggio'],
    ['3', 'categoria', 'lavatrici'],
    ['4', 'categoria', 'asciugatrici'],
    ['5', 'categoria', 'tv'],
    ['6', 'categoria', 'tv-oled'],
    ['7', 'categoria', 'servizi'],
    ['10', 'manufacturer', 'samsung', 'Samsung'],
    ['11', 'manufacturer', 'lg', 'LG'],
    ['12', 'manufacturer', 'bosch', 'Bosch'],
    ['20', 'colore', 'bianco', 'Bianco'],
    ['21', 'colore', 'nero', 'Nero'],
    ['30', 'classe_energetica', 'a', 'A'],
    ['31', 'classe_energetica', 'b', 'B'],
    ['40', 'condizione', 'ricondizionato', 'Ricondizionato'],
].map(([id, facetCode, code, name]) => ({ id, facetCode, code, name: name ?? code, facetName: facetCode }));

function variant(id: string, price: number, extra: Partial<SnapshotVariant> = {}): SnapshotVariant {
    return {
        id,
        sku: `SKU-${id}`,
        name: `Variante ${id}`,
        merchantSku: `ART${id}`,
        price,
        regularPrice: null,
        omnibus: null,
        facetValueIds: [],
        options: [],
        featuredAssetId: null,
        createdAt: day(1),
        updatedAt: day(1),
        ...extra,
    };
}

function product(id: string, extra: Partial<SnapshotProduct>): SnapshotProduct {
    return {
        id,
        code: `CODE-${id}`,
        slug: `prodotto-${id}`,
        name: `Prodotto ${id}`,
        description: '',
        isVirtual: false,
        specifications: null,
        serviceFor: [],
        servicePriceBand: null,
        productSheetUrl: null,
        facetValueIds: [],
        assetIds: [],
        createdAt: day(1),
        updatedAt: day(1),
        variants: [],
        ...extra,
    };
}

const snapshot: CatalogSnapshot = {
    categories: [
        { id: 'c1', slug: 'elettrodomestici', name: 'Elettrodomestici', parentId: null, position: 0 },
        { id: 'c2', slug: 'lavaggio', name: 'Lavaggio', parentId: 'c1', position: 0 },
        { id: 'c3', slug: 'lavatrici', name: 'Lavatrici', parentId: 'c2', position: 0 },
        { id: 'c4', slug: 'asciugatrici', name: 'Asciugatrici', parentId: 'c2', position: 1 },
        { id: 'c5', slug: 'tv', name: 'TV', parentId: null, position: 1 },
        { id: 'c6', slug: 'tv-oled', name: 'TV OLED', parentId: 'c5', position: 0 },
        { id: 'c7', slug: 'servizi', name: 'Servizi', parentId: null, position: 2 },
    ].map(category => ({ ...category, description: `<p>${category.name}</p>`, updatedAt: day(2) })),
    facetValues,
    assets: new Map([
        ['a1', { id: 'a1', source: 'source/a1.png', width: 800, height: 600 }],
        ['a2', { id: 'a2', source: 'source/a2.png', width: 800, height: 600 }],
        ['a3', { id: 'a3', source: 'source/a3.png', width: 800, height: 600 }],
    ]),
    products: [
        product('1', {
            code: 'WW-90/DS',
            slug: 'samsung-lavatrice',
            name: 'Samsung lavatrice 9 kg',
            facetValueIds: ['1', '2', '3', '10', '30'],
            specifications: JSON.stringify([
                ['Capacità', '9 kg'],
                ['Classe energetica', 'A'],
            ]),
            assetIds: ['a1'],
            createdAt: day(3),
            variants: [
                variant('11', 50000, {
                    regularPrice: 60000,
                    // A promotion at 55.000 in the month before: the reduction is measured from it.
                    omnibus: { lowestPrice: 55000, periodDays: 30, since: null },
                    facetValueIds: ['20'],
                }),
            ],
        }),
        product('2', {
            slug: 'lg-lavatrice',
            name: 'LG lavatrice 8 kg',
            facetValueIds: ['1', '2', '3', '11', '31', '40'],
            createdAt: day(5),
            // Marked on offer, but sold at 399 € within the month: no reduction to announce.
            variants: [
                variant('21', 40000, {
                    regularPrice: 45000,
                    omnibus: { lowestPrice: 39900, periodDays: 30, since: null },
                    facetValueIds: ['21'],
                }),
            ],
        }),
        product('3', {
            slug: 'bosch-asciugatrice',
            name: 'Bosch asciugatrice 9 kg',
            facetValueIds: ['1', '2', '4', '12', '30'],
            createdAt: day(4),
            // Marked on offer without any price history: nothing to measure a reduction from.
            variants: [variant('31', 70000, { regularPrice: 80000, facetValueIds: ['20'] })],
        }),
        product('4', {
            slug: 'lg-oled',
            name: 'LG OLED evo',
            facetValueIds: ['5', '6', '11', '31'],
            assetIds: ['a2', 'a3'],
            createdAt: day(2),
            variants: [
                variant('41', 100000, {
                    regularPrice: 120000,
                    // On the market for 12 days before the reduction.
                    omnibus: { lowestPrice: 110000, periodDays: 12, since: day(3) },
                    featuredAssetId: 'a3',
                    facetValueIds: ['21'],
                    options: [{ groupCode: 'colore', groupName: 'Colore', code: 'nero', name: 'Nero' }],
                }),
                variant('42', 150000, {
                    featuredAssetId: 'a2',
                    facetValueIds: ['20'],
                    options: [{ groupCode: 'colore', groupName: 'Colore', code: 'bianco', name: 'Bianco' }],
                }),
            ],
        }),
        product('5', {
            slug: 'installazione-lavatrice',
            name: 'Installazione lavatrice',
            isVirtual: true,
            serviceFor: ['lavaggio'],
            facetValueIds: ['7'],
            createdAt: day(6),
            variants: [variant('51', 3900)],
        }),
        product('6', { slug: 'senza-varianti', name: 'Senza varianti', facetValueIds: ['7'], variants: [] }),
    ],
};

const stock: StockSnapshot = new Map([
    ['11', 5],
    ['21', 0],
    ['31', 3],
    ['41', 0],
    ['42', 2],
]);

const index = new CatalogIndex(snapshot, stock);
const url = (source: string) => `https://shop.example/assets/${source}`;

function query(input: Partial<ListingQuery>): ListingQuery {
    return {
        categorySlug: null,
        categorySlugs: null,
        term: null,
        facets: new Map(),
        onSale: false,
        priceFrom: null,
        priceTo: null,
        sort: 'RELEVANCE',
        skip: 0,
        take: 14,
        ...input,
    };
}

const codes = (input: Partial<ListingQuery>) => index.listing(query(input), url).items.map(item => item.code);

describe('catalog index', () => {
    it('leaves out products with nothing to sell', () => {
        expect(index.productCount).toBe(5);
        expect(index.product('CODE-6', url)).toBeNull();
    });

    it('lists a category with its descendants, in stock first, then in the menu order of categories', () => {
        const listing = index.listing(query({ categorySlug: 'lavaggio' }), url);
        expect(listing.items.map(item => item.code)).toEqual(['WW-90/DS', 'CODE-3', 'CODE-2']);
        expect(listing.totalItems).toBe(3);
        expect(listing.category).toEqual({
            slug: 'lavaggio',
            name: 'Lavaggio',
            description: '<p>Lavaggio</p>',
            breadcrumbs: [
                { slug: 'elettrodomestici', name: 'Elettrodomestici' },
                { slug: 'lavaggio', name: 'Lavaggio' },
            ],
            children: [
                { slug: 'lavatrici', name: 'Lavatrici' },
                { slug: 'asciugatrici', name: 'Asciugatrici' },
            ],
        });
    });

    it('answers an empty listing without a category for an unknown category', () => {
        const listing = index.listing(query({ categorySlug: 'nessuna' }), url);
        expect(listing).toEqual({
            category: null,
            items: [],
            totalItems: 0,
            facets: [],
            categories: [],
            priceRange: null,
            onSaleCount: 0,
        });
    });

    it('builds the card from the cheapest variant in stock', () => {
        const [card] = index.listing(query({ categorySlug: 'tv-oled' }), url).items;
        expect(card).toEqual({
            id: '4',
            variantId: '42',
            code: 'CODE-4',
            slug: 'lg-oled',
            name: 'LG OLED evo',
            sku: 'SKU-42',
            merchantSku: 'ART42',
            brand: 'LG',
            condition: 'Nuovo',
            price: 150000,
            lowestPrice30Days: null,
            lowestPricePeriodDays: null,
            lowestPriceSince: null,
            priceMin: 100000,
            priceMax: 150000,
            colorCount: 2,
            variantCount: 2,
            energyClass: 'B',
            image: { url: 'https://shop.example/assets/source/a2.png', width: 800, height: 600, alt: 'LG OLED evo' },
            inStock: true,
            onlyXLeft: 2,
            isVirtual: false,
            category: { slug: 'tv-oled', name: 'TV OLED' },
            servicePriceAbove: null,
            servicePriceUpTo: null,
        });
    });

    it('counts facet values disjunctively: a facet ignores its own selection', () => {
        const listing = index.listing(
            query({ categorySlug: 'lavaggio', facets: new Map([['manufacturer', new Set(['lg'])]]) }),
            url,
        );
        expect(listing.items.map(item => item.code)).toEqual(['CODE-2']);
        const facet = (code: string) => listing.facets.find(f => f.code === code)?.values;
        expect(facet('manufacturer')).toEqual([
            { code: 'bosch', name: 'Bosch', count: 1, selected: false },
            { code: 'lg', name: 'LG', count: 1, selected: true },
            { code: 'samsung', name: 'Samsung', count: 1, selected: false },
        ]);
        expect(facet('colore')).toEqual([{ code: 'nero', name: 'Nero', count: 1, selected: false }]);
        expect(facet('condizione')).toEqual([
            { code: 'ricondizionato', name: 'Ricondizionato', count: 1, selected: false },
        ]);
    });

    it('ORs values within a facet and ANDs across facets', () => {
        const facets = new Map([
            ['manufacturer', new Set(['samsung', 'bosch', 'lg'])],
            ['colore', new Set(['bianco'])],
        ]);
        expect(codes({ facets })).toEqual(['WW-90/DS', 'CODE-3', 'CODE-4']);
        const listing = index.listing(query({ facets }), url);
        expect(listing.facets.find(f => f.code === 'colore')?.values).toEqual([
            { code: 'bianco', name: 'Bianco', count: 3, selected: true },
            { code: 'nero', name: 'Nero', count: 2, selected: false },
        ]);
        expect(codes({ facets: new Map([['manufacturer', new Set(['nobody'])]]) })).toEqual([]);
    });

    it('filters on offers and prices, with the price range ignoring the price filter', () => {
        // Only the offer with a reduction to announce: not the one sold lower within the month, nor the one without history.
        expect(codes({ categorySlug: 'lavaggio', onSale: true })).toEqual(['WW-90/DS']);
        const references = new Map(
            index
                .listing(query({ categorySlug: 'lavaggio' }), url)
                .items.map(item => [item.code, item.lowestPrice30Days]),
        );
        expect(Object.fromEntries(references)).toEqual({ 'WW-90/DS': 55000, 'CODE-2': null, 'CODE-3': null });
        const listing = index.listing(query({ categorySlug: 'lavaggio', priceFrom: 45000, priceTo: 70000 }), url);
        expect(listing.items.map(item => item.code)).toEqual(['WW-90/DS', 'CODE-3']);
        expect(listing.priceRange).toEqual({ min: 40000, max: 70000 });
        expect(listing.onSaleCount).toBe(1);
        expect(index.listing(query({ categorySlug: 'lavaggio', priceFrom: 999999 }), url).priceRange).toEqual({
            min: 40000,
            max: 70000,
        });
        // The on-sale count ignores the on-sale filter but keeps the others.
        expect(index.listing(query({ onSale: true, priceTo: 45000 }), url).onSaleCount).toBe(0);
    });

    it('lists leaf categories of the matches whatever categories are selected', () => {
        const listing = index.listing(query({ categorySlugs: ['asciugatrici'] }), url);
        expect(listing.items.map(item => item.code)).toEqual(['CODE-3']);
        expect(listing.categories).toEqual([
            { slug: 'lavatrici', name: 'Lavatrici', count: 2, selected: false },
            { slug: 'asciugatrici', name: 'Asciugatrici', count: 1, selected: true },
            { slug: 'tv-oled', name: 'TV OLED', count: 1, selected: false },
        ]);
        expect(codes({ categorySlugs: ['asciugatrici', 'tv'] })).toEqual(['CODE-3', 'CODE-4']);
    });

    it('sorts by price, name and date, and pages', () => {
        // The service (CODE-5) is sold only with a washing machine: no listing shows it.
        expect(codes({ sort: 'PRICE_ASC' })).toEqual(['CODE-2', 'WW-90/DS', 'CODE-3', 'CODE-4']);
        expect(codes({ sort: 'PRICE_DESC' })).toEqual(['CODE-4', 'CODE-3', 'WW-90/DS', 'CODE-2']);
        expect(codes({ sort: 'NAME_ASC' })).toEqual(['CODE-3', 'CODE-2', 'CODE-4', 'WW-90/DS']);
        expect(codes({ sort: 'NEWEST' })).toEqual(['CODE-2', 'CODE-3', 'WW-90/DS', 'CODE-4']);
        expect(codes({ sort: 'PRICE_ASC', skip: 1, take: 2 })).toEqual(['WW-90/DS', 'CODE-3']);
        expect(index.listing(query({ sort: 'PRICE_ASC', skip: 3, take: 2 }), url).totalItems).toBe(4);
        expect(codes({ categorySlug: 'servizi' })).toEqual([]);
    });

    it('searches with Italian plurals, and never answers a service, which is sold only with its product', () => {
        expect(codes({ term: 'lavatrici' })).toEqual(['WW-90/DS', 'CODE-2']);
        expect(codes({ term: 'lavatrici', sort: 'PRICE_DESC' })).toEqual(['WW-90/DS', 'CODE-2']);
        expect(codes({ term: 'installazione' })).toEqual([]);
        expect(codes({ term: 'ww90ds' })).toEqual(['WW-90/DS']);
        expect(codes({ term: 'lavatrici', categorySlug: 'tv' })).toEqual([]);
    });

    it("searches with staff's synonyms from the snapshot, and keeps them when only stock changes", () => {
        expect(codes({ term: 'lavabiancheria' })).toEqual([]);
        const synonyms = new SearchSynonyms([{ words: ['lavabiancheria'], find: ['lavatrice'] }]);
        const withSynonyms = new CatalogIndex({ ...snapshot, searchSynonyms: synonyms }, stock);
        const found = (target: CatalogIndex) =>
            target.listing(query({ term: 'lavabiancheria' }), url).items.map(item => item.code);
        expect(found(withSynonyms)).toEqual(['WW-90/DS', 'CODE-2']);
        expect(found(new CatalogIndex(snapshot, stock, withSynonyms.search))).toEqual(['WW-90/DS', 'CODE-2']);
    });

    it('built in steps for a running server, answers exactly as when built at once', async () => {
        const synonyms = new SearchSynonyms([{ words: ['lavabiancheria'], find: ['lavatrice'] }]);
        const withSynonyms = { ...snapshot, searchSynonyms: synonyms };
        const atOnce = new CatalogIndex(withSynonyms, stock);
        const inSteps = await CatalogIndex.build(withSynonyms, stock);
        for (const term of ['lavatrici', 'lavabiancheria', 'ww90ds', 'lavatrcie', 'tv', 'samsung lav']) {
            expect(inSteps.listing(query({ term }), url)).toEqual(atOnce.listing(query({ term }), url));
        }
        expect(inSteps.listing(query({ term: 'lavabiancheria' }), url).items.map(item => item.code)).toEqual([
            'WW-90/DS',
            'CODE-2',
        ]);
    });

    it('answers a repeated search from memory, however the term is spaced or cased', () => {
        const fresh = new CatalogIndex(snapshot, stock);
        const search = vi.spyOn(fresh.search, 'search');
        const first = fresh.listing(query({ term: 'lavatrici' }), url).items.map(item => item.code);
        const again = fresh.listing(query({ term: '  Lavatrici ', sort: 'PRICE_DESC' }), url).items;
        expect(again.map(item => item.code)).toEqual(first);
        expect(search).toHaveBeenCalledTimes(1);
        expect(search).toHaveBeenCalledWith('lavatrici');
    });

    it('keeps at most SEARCH_CACHE_SIZE search answers, forgetting the least recently used', () => {
        const fresh = new CatalogIndex(snapshot, stock);
        const search = vi.spyOn(fresh.search, 'search');
        const run = (term: string) => fresh.listing(query({ term }), url);
        run('lavatrici');
        run('tv');
        for (let i = 0; i < SEARCH_CACHE_SIZE - 1; i++) {
            run(`termine ${i}`);
            // 'tv' stays the most recently used of the two.
            if (i === 0) run('tv');
        }
        expect(search).toHaveBeenCalledTimes(SEARCH_CACHE_SIZE + 1);
        run('tv');
        expect(search).toHaveBeenCalledTimes(SEARCH_CACHE_SIZE + 1);
        run('lavatrici');
        expect(search).toHaveBeenCalledTimes(SEARCH_CACHE_SIZE + 2);
        expect(search).toHaveBeenLastCalledWith('lavatrici');
    });

    it('builds the product page: variants, stock, pictures, related products and services', () => {
        const detail = index.product('CODE-4', url)!;
        expect(detail.images.map(image => image.url)).toEqual([
            'https://shop.example/assets/source/a2.png',
            'https://shop.example/assets/source/a3.png',
        ]);
        expect(detail.optionGroups).toEqual([
            {
                code: 'colore',
                name: 'Colore',
                values: [
                    { code: 'nero', name: 'Nero' },
                    { code: 'bianco', name: 'Bianco' },
                ],
            },
        ]);
        expect(detail.variants.map(v => [v.sku, v.stockStatus, v.onlyXLeft, v.imageIndex])).toEqual([
            ['SKU-41', 'OUT_OF_STOCK', null, 1],
            ['SKU-42', 'IN_STOCK', 2, 0],
        ]);
        // The reduction is announced from the lowest price of the days the product had, not from its list price.
        expect(detail.variants.map(v => [v.lowestPrice30Days, v.lowestPricePeriodDays, v.lowestPriceSince])).toEqual([
            [110000, 12, '2025-01-03T00:00:00.000Z'],
            [null, null, null],
        ]);
        expect(detail.breadcrumbs.map(b => b.slug)).toEqual(['tv', 'tv-oled']);
        expect(detail.related).toEqual([]);

        const washer = index.product('WW-90/DS', url)!;
        expect(washer.specifications).toEqual([
            { label: 'Capacità', value: '9 kg' },
            { label: 'Classe energetica', value: 'A' },
        ]);
        expect(washer.related.map(card => card.code)).toEqual(['CODE-2']);
        expect(washer.services.map(card => card.code)).toEqual(['CODE-5']);
        expect(index.product('CODE-4', url)!.services).toEqual([]);

        expect(washer.services[0]).toMatchObject({ servicePriceAbove: null, servicePriceUpTo: null, onlyXLeft: null });
        // A card tells what may still be bought of its variant; nothing for a sold-out one.
        expect(washer.related[0]).toMatchObject({ code: 'CODE-2', inStock: false, onlyXLeft: null });

        // A service has no page of its own, nor a path to one.
        expect(index.product('CODE-5', url)).toBeNull();
        expect(index.resolve('installazione-lavatrice')).toBeNull();
        expect(index.resolve('CODE-5')).toBeNull();
    });

    it('offers each product the service tiers of its price band only, which exclude each other', () => {
        const warranty = (id: string, servicePriceBand: SnapshotProduct['servicePriceBand']) =>
            product(id, {
                slug: `garanzia-${id}`,
                name: `Garanzia ${id}`,
                isVirtual: true,
                serviceFor: ['lavaggio'],
                servicePriceBand,
                facetValueIds: ['7'],
                variants: [variant(`${id}1`, 2999)],
            });
        const banded = new CatalogIndex(
            {
                ...snapshot,
                products: [
                    ...snapshot.products,
                    warranty('7', { above: null, upTo: 45000 }),
                    warranty('8', { above: 45000, upTo: 100000 }),
                ],
            },
            stock,
        );
        // The 500 € washer: the tier above 450 €, not the one up to 450 € as well; the 400 € one the other way round.
        expect(banded.product('WW-90/DS', url)!.services.map(card => card.code)).toEqual(['CODE-5', 'CODE-8']);
        expect(banded.product('CODE-2', url)!.services.map(card => card.code)).toEqual(['CODE-5', 'CODE-7']);
        expect(banded.product('WW-90/DS', url)!.services[1]).toMatchObject({
            servicePriceAbove: 45000,
            servicePriceUpTo: 100000,
        });
    });
    it('resolves paths: whole product codes with slashes, then the last segment', () => {
        expect(index.resolve('WW-90/DS')).toEqual({ kind: 'PRODUCT', id: 'WW-90/DS' });
        expect(index.resolve('/WW-90%2FDS/')).toEqual({ kind: 'PRODUCT', id: 'WW-90/DS' });
        expect(index.resolve('p/WW-90%2FDS')).toEqual({ kind: 'PRODUCT', id: 'WW-90/DS' });
        expect(index.resolve('p/WW-90/DS')).toEqual({ kind: 'PRODUCT', id: 'WW-90/DS' });
        expect(index.resolve('elettrodomestici/lavaggio')).toEqual({ kind: 'CATEGORY', id: 'lavaggio' });
        expect(index.resolve('offerte/lg-oled')).toEqual({ kind: 'PRODUCT', id: 'CODE-4' });
        expect(index.resolve('qualcosa/CODE-3')).toEqual({ kind: 'PRODUCT', id: 'CODE-3' });
        expect(index.resolve('%E0%A4%A')).toBeNull();
        expect(index.resolve('/')).toBeNull();
    });

    it('lists every category and product for the sitemap, but no service nor a category of services only', () => {
        const sitemap = index.sitemap();
        expect(sitemap.categories.map(c => c.id)).toEqual([
            'elettrodomestici',
            'lavaggio',
            'lavatrici',
            'asciugatrici',
            'tv',
            'tv-oled',
        ]);
        expect(sitemap.products.map(p => p.id)).toEqual(['WW-90/DS', 'CODE-2', 'CODE-3', 'CODE-4']);
    });

    it('reads specification tables leniently', () => {
        expect(parseSpecifications('[["A","1"],{"label":"B","value":2},["solo"]]')).toEqual([
            { label: 'A', value: '1' },
            { label: 'B', value: '2' },
        ]);
        expect(parseSpecifications('non json')).toEqual([]);
        expect(parseSpecifications(null)).toEqual([]);
    });
});
