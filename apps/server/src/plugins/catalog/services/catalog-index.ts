/**
 * The in-memory catalog: built once from a database snapshot, then answers listings, product pages, path
 * resolution and the sitemap without touching the database. Everything that does not depend on the request
 * (card data, sort orders, category membership, facet values per product) is worked out here at build time.
 */
import { LRUCache } from 'lru-cache';

import {
    announcedReduction,
    BRAND_FACET_CODE,
    CATEGORY_FACET_CODE,
    COLOUR_OPTION_GROUP,
    CONDITION_FACET_CODE,
    ENERGY_CLASS_FACET_CODE,
    FILTER_FACET_CODES,
    inServicePriceBand,
    type OmnibusReference,
} from '@shop/rules';

import { DEFAULT_CONDITION, MAX_RELATED, MAX_SERVICES, SEARCH_CACHE_SIZE } from '../constants';
import {
    BestSellersView,
    CatalogImageView,
    CatalogSnapshot,
    CategoryCountView,
    CategoryRefView,
    CategoryView,
    FacetView,
    ListingQuery,
    ListingView,
    OptionGroupView,
    ProductCardView,
    ProductDetailView,
    RouteView,
    SitemapView,
    SnapshotAsset,
    SnapshotFacetValue,
    SnapshotProduct,
    SnapshotVariant,
    StockSnapshot,
    VariantView,
} from '../types';
import { CatalogSearch, categoryFields, SearchDocument } from './catalog-search';
import { htmlToText } from './italian-text';

/** Turns an asset's storage identifier into the URL the shopper's browser loads. */
export type AssetUrl = (source: string) => string;

interface IndexedCategory {
    idx: number;
    id: string;
    slug: string;
    name: string;
    description: string;
    parent: number;
    children: number[];
    /** Root first, this category last. */
    chain: number[];
    /** Position in a depth-first walk of the tree: the menu's order. */
    order: number;
    updatedAt: Date;
}

interface IndexedFacet {
    code: string;
    name: string;
    /** Facet value positions, in display order. */
    values: number[];
    byCode: Map<string, number>;
}

interface IndexedFacetValue {
    code: string;
    name: string;
    /** Position of its facet among the filter facets. */
    facet: number;
}

interface IndexedVariant {
    id: string;
    sku: string;
    merchantSku: string;
    name: string;
    price: number;
    /** The announced reduction's reference (decision 006): set only when on offer and below the month's lowest price. */
    offer: OmnibusReference | null;
    options: Array<{ group: string; code: string; name: string }>;
    imageIndex: number;
    /** Saleable quantity; null when the variant does not track inventory. */
    saleable: number | null;
    inStock: boolean;
    updatedAt: Date;
}

interface IndexedProduct {
    idx: number;
    source: SnapshotProduct;
    brand: string | null;
    condition: string;
    energyClass: string | null;
    images: SnapshotAsset[];
    /** Every category the product is in, ancestors included. */
    categories: number[];
    /** Its deepest category, or -1. */
    leaf: number;
    /** Filter facet values of the product and its variants. */
    facetValues: Int32Array;
    /** Categories its services apply to (for service products). */
    serviceFor: number[];
    variants: IndexedVariant[];
    /** The variant the card shows: the cheapest in stock, else the cheapest. */
    shown: IndexedVariant;
    onSale: boolean;
    inStock: boolean;
    priceMin: number;
    priceMax: number;
    colorCount: number;
    optionGroups: OptionGroupView[];
    specifications: Array<{ label: string; value: string }>;
    updatedAt: Date;
}

type SortKey = 'natural' | 'priceAsc' | 'priceDesc' | 'name' | 'newest';

interface SortOrder {
    order: Int32Array;
    /** position[productIdx] = place of the product in `order`. */
    position: Int32Array;
}

/** A service (installation, warranty) matches the words of the products it serves, and should follow them. */
const SERVICE_SEARCH_WEIGHT = 0.5;

const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });

/**
 * A variant is on offer when staff set a regular price above its price; the reduction announced is measured from the
 * lowest price of the 30 days before it (Omnibus, decision 006), so an offer whose reference is not above today's
 * price, or that has no history, announces nothing.
 */
function announcedOffer(variant: SnapshotVariant): OmnibusReference | null {
    if (variant.regularPrice === null || variant.regularPrice <= variant.price || !variant.omnibus) {
        return null;
    }
    return announcedReduction(variant.price, variant.omnibus.lowestPrice) ? variant.omnibus : null;
}

/** The fields of a card or variant that carry its announced reduction. */
function offerFields(offer: OmnibusReference | null) {
    return {
        lowestPrice30Days: offer?.lowestPrice ?? null,
        lowestPricePeriodDays: offer?.periodDays ?? null,
        lowestPriceSince: offer?.since?.toISOString() ?? null,
    };
}

function emptyListing(): ListingView {
    return { category: null, items: [], totalItems: 0, facets: [], categories: [], priceRange: null, onSaleCount: 0 };
}

/** Reads the JSON specification table leniently: staff may have typed it by hand. */
export function parseSpecifications(raw: string | null): Array<{ label: string; value: string }> {
    if (!raw) {
        return [];
    }
    let parsed: unknown;
    try {
        parsed = JSON.parse(raw);
    } catch {
        return [];
    }
    if (!Array.isArray(parsed)) {
        return [];
    }
    const rows: Array<{ label: string; value: string }> = [];
    for (const row of parsed) {
        if (Array.isArray(row) && row.length >= 2) {
            rows.push({ label: String(row[0]), value: String(row[1]) });
        } else if (row && typeof row === 'object' && 'label' in row && 'value' in row) {
            const { label, value } = row as { label: unknown; value: unknown };
            rows.push({ label: String(label), value: String(value) });
        }
    }
    return rows;
}

/** Passed for `search` by CatalogIndex.build, which adds the search once the rest is indexed. */
const SEARCH_LATER = Symbol('search later');

export class CatalogIndex {
    private searchIndex!: CatalogSearch;
    private readonly categories: IndexedCategory[] = [];
    private readonly categoryBySlug = new Map<string, number>();
    private readonly facets: IndexedFacet[] = [];
    private readonly facetByCode = new Map<string, number>();
    private readonly facetValues: IndexedFacetValue[] = [];
    private readonly products: IndexedProduct[] = [];
    private readonly productByCode = new Map<string, number>();
    private readonly productBySlug = new Map<string, number>();
    private readonly productById = new Map<string, number>();
    private readonly sorts = new Map<SortKey, SortOrder>();
    /** Products of each category whose deepest category it is, in natural order. */
    private readonly leafMembers = new Map<number, number[]>();
    /** Service products applicable to each category. */
    private readonly servicesByCategory = new Map<number, number[]>();
    /** No TTL: the index is replaced as a whole when the catalog changes, and its answers go with it. */
    private readonly searchCache = new LRUCache<string, number[]>({ max: SEARCH_CACHE_SIZE });

    /**
     * @param search reused when only stock changed: the searchable text is the same, and rebuilding it is
     *   the costliest part of a build.
     */
    constructor(
        readonly snapshot: CatalogSnapshot,
        stock: StockSnapshot,
        search?: CatalogSearch | typeof SEARCH_LATER,
    ) {
        this.indexCategories();
        const facetValueIdx = this.indexFacets();
        const facetValueById = new Map(snapshot.facetValues.map(value => [value.id, value]));
        for (const product of snapshot.products) {
            const indexed = this.indexProduct(product, stock, facetValueIdx, facetValueById);
            if (indexed) {
                this.products.push(indexed);
            }
        }
        this.indexSorts();
        this.indexRelations();
        if (search !== SEARCH_LATER) {
            this.searchIndex =
                search ??
                new CatalogSearch(
                    this.products.map(product => this.searchDocument(product)),
                    snapshot.searchSynonyms,
                );
        }
    }

    /**
     * The same index as the constructor's, with the search (most of a build's time) added in steps that let a
     * running server answer requests in between, from the index it already has.
     */
    static async build(snapshot: CatalogSnapshot, stock: StockSnapshot): Promise<CatalogIndex> {
        const index = new CatalogIndex(snapshot, stock, SEARCH_LATER);
        index.searchIndex = await CatalogSearch.build(
            index.products.map(product => index.searchDocument(product)),
            snapshot.searchSynonyms,
        );
        return index;
    }

    get search(): CatalogSearch {
        return this.searchIndex;
    }

    get productCount(): number {
        return this.products.length;
    }

    // ---- Build ---------------------------------------------------------------------------------------

    private indexCategories() {
        const byId = new Map(this.snapshot.categories.map(category => [category.id, category]));
        const childrenOf = new Map<string | null, typeof this.snapshot.categories>();
        for (const category of this.snapshot.categories) {
            const parentKey = category.parentId && byId.has(category.parentId) ? category.parentId : null;
            const siblings = childrenOf.get(parentKey) ?? [];
            siblings.push(category);
            childrenOf.set(parentKey, siblings);
        }
        const walk = (parentKey: string | null, parent: number, chain: number[]) => {
            const children = [...(childrenOf.get(parentKey) ?? [])].sort(
                (a, b) => a.position - b.position || Number(a.id) - Number(b.id),
            );
            for (const category of children) {
                if (this.categoryBySlug.has(category.slug)) {
                    continue;
                }
                const idx = this.categories.length;
                const indexed: IndexedCategory = {
                    idx,
                    id: category.id,
                    slug: category.slug,
                    name: category.name,
                    description: category.description,
                    parent,
                    children: [],
                    chain: [...chain, idx],
                    order: idx,
                    updatedAt: category.updatedAt,
                };
                this.categories.push(indexed);
                this.categoryBySlug.set(category.slug, idx);
                if (parent >= 0) {
                    this.categories[parent].children.push(idx);
                }
                walk(category.id, idx, indexed.chain);
            }
        };
        walk(null, -1, []);
    }

    /** Returns facet value id -> position among the filter facets' values (category values are kept apart). */
    private indexFacets(): Map<string, number> {
        const facetValueIdx = new Map<string, number>();
        for (const code of FILTER_FACET_CODES) {
            const values = this.snapshot.facetValues.filter(value => value.facetCode === code);
            if (values.length === 0) {
                continue;
            }
            const facet: IndexedFacet = { code, name: values[0].facetName, values: [], byCode: new Map() };
            const facetIdx = this.facets.length;
            this.facets.push(facet);
            this.facetByCode.set(code, facetIdx);
            for (const value of values) {
                const idx = this.facetValues.length;
                this.facetValues.push({ code: value.code, name: value.name, facet: facetIdx });
                facetValueIdx.set(value.id, idx);
                facet.byCode.set(value.code, idx);
                facet.values.push(idx);
            }
            facet.values.sort((a, b) => collator.compare(this.facetValues[a].name, this.facetValues[b].name));
        }
        return facetValueIdx;
    }

    private indexProduct(
        product: SnapshotProduct,
        stock: StockSnapshot,
        facetValueIdx: Map<string, number>,
        facetValueById: Map<string, SnapshotFacetValue>,
    ): IndexedProduct | null {
        if (product.variants.length === 0) {
            // Nothing to sell: the product stays out of listings and pages alike.
            return null;
        }
        const ownValues = product.facetValueIds.map(id => facetValueById.get(id)).filter(value => value !== undefined);
        const firstNamed = (code: string) => ownValues.find(value => value.facetCode === code)?.name ?? null;

        const categorySet = new Set<number>();
        let leaf = -1;
        for (const value of ownValues) {
            if (value.facetCode !== CATEGORY_FACET_CODE) {
                continue;
            }
            const category = this.categoryBySlug.get(value.code);
            if (category === undefined) {
                continue;
            }
            this.categories[category].chain.forEach(idx => categorySet.add(idx));
            const deeper =
                leaf < 0 ||
                this.categories[category].chain.length > this.categories[leaf].chain.length ||
                (this.categories[category].chain.length === this.categories[leaf].chain.length &&
                    this.categories[category].order < this.categories[leaf].order);
            if (deeper) {
                leaf = category;
            }
        }

        const images: SnapshotAsset[] = [];
        const imagePosition = new Map<string, number>();
        const addImage = (assetId: string | null) => {
            const asset = assetId ? this.snapshot.assets.get(assetId) : undefined;
            if (asset && !imagePosition.has(asset.id)) {
                imagePosition.set(asset.id, images.length);
                images.push(asset);
            }
        };
        product.assetIds.forEach(addImage);
        product.variants.forEach(variant => addImage(variant.featuredAssetId));

        const values = new Set<number>();
        for (const id of product.facetValueIds) {
            const idx = facetValueIdx.get(id);
            if (idx !== undefined) {
                values.add(idx);
            }
        }
        const variants: IndexedVariant[] = product.variants.map(variant => {
            for (const id of variant.facetValueIds) {
                const idx = facetValueIdx.get(id);
                if (idx !== undefined) {
                    values.add(idx);
                }
            }
            const saleable = stock.has(variant.id) ? Math.max(0, stock.get(variant.id)!) : null;
            return {
                id: variant.id,
                sku: variant.sku,
                merchantSku: variant.merchantSku || variant.sku,
                name: variant.name,
                price: variant.price,
                offer: announcedOffer(variant),
                options: variant.options.map(option => ({
                    group: option.groupCode,
                    code: option.code,
                    name: option.name,
                })),
                imageIndex: variant.featuredAssetId ? (imagePosition.get(variant.featuredAssetId) ?? 0) : 0,
                saleable,
                inStock: saleable === null || saleable > 0,
                updatedAt: variant.updatedAt,
            };
        });

        const cheapest = (list: IndexedVariant[]) =>
            list.reduce((best, variant) => (variant.price < best.price ? variant : best), list[0]);
        const inStockVariants = variants.filter(variant => variant.inStock);
        const shown = cheapest(inStockVariants.length > 0 ? inStockVariants : variants);

        const optionGroups: OptionGroupView[] = [];
        for (const variant of product.variants) {
            for (const option of variant.options) {
                let group = optionGroups.find(candidate => candidate.code === option.groupCode);
                if (!group) {
                    group = { code: option.groupCode, name: option.groupName, values: [] };
                    optionGroups.push(group);
                }
                if (!group.values.some(value => value.code === option.code)) {
                    group.values.push({ code: option.code, name: option.name });
                }
            }
        }
        const colourGroup = optionGroups.find(group => group.code === COLOUR_OPTION_GROUP);
        const colourFacet = this.facetByCode.get(COLOUR_OPTION_GROUP);
        const colorCount =
            colourGroup?.values.length ??
            [...values].filter(value => this.facetValues[value].facet === colourFacet).length;

        const serviceFor = product.serviceFor
            .map(slug => this.categoryBySlug.get(slug))
            .filter(idx => idx !== undefined);
        const updatedAt = product.variants.reduce(
            (latest, variant) => (variant.updatedAt > latest ? variant.updatedAt : latest),
            product.updatedAt,
        );

        return {
            idx: this.products.length,
            source: product,
            brand: firstNamed(BRAND_FACET_CODE),
            condition: firstNamed(CONDITION_FACET_CODE) ?? DEFAULT_CONDITION,
            energyClass: firstNamed(ENERGY_CLASS_FACET_CODE),
            images,
            categories: [...categorySet],
            leaf,
            facetValues: Int32Array.from([...values].sort((a, b) => a - b)),
            serviceFor,
            variants,
            shown,
            onSale: shown.offer !== null,
            inStock: inStockVariants.length > 0,
            priceMin: Math.min(...variants.map(variant => variant.price)),
            priceMax: Math.max(...variants.map(variant => variant.price)),
            colorCount,
            optionGroups,
            specifications: parseSpecifications(product.specifications),
            updatedAt,
        };
    }

    private indexSorts() {
        const byName = (a: IndexedProduct, b: IndexedProduct) =>
            collator.compare(a.source.name, b.source.name) || a.idx - b.idx;
        const leafOrder = (product: IndexedProduct) =>
            product.leaf >= 0 ? this.categories[product.leaf].order : Number.MAX_SAFE_INTEGER;
        const comparators: Record<SortKey, (a: IndexedProduct, b: IndexedProduct) => number> = {
            // In stock first, then the menu's order of categories, then the order products were added.
            natural: (a, b) => Number(b.inStock) - Number(a.inStock) || leafOrder(a) - leafOrder(b) || a.idx - b.idx,
            priceAsc: (a, b) => a.shown.price - b.shown.price || byName(a, b),
            priceDesc: (a, b) => b.shown.price - a.shown.price || byName(a, b),
            name: byName,
            newest: (a, b) => b.source.createdAt.getTime() - a.source.createdAt.getTime() || b.idx - a.idx,
        };
        for (const [key, compare] of Object.entries(comparators) as Array<[SortKey, typeof byName]>) {
            const order = Int32Array.from([...this.products].sort(compare).map(product => product.idx));
            const position = new Int32Array(order.length);
            order.forEach((productIdx, place) => (position[productIdx] = place));
            this.sorts.set(key, { order, position });
        }
    }

    private indexRelations() {
        for (const productIdx of this.sorts.get('natural')!.order) {
            const product = this.products[productIdx];
            this.productByCode.set(product.source.code, productIdx);
            this.productById.set(product.source.id, productIdx);
            if (!this.productBySlug.has(product.source.slug)) {
                this.productBySlug.set(product.source.slug, productIdx);
            }
            if (product.leaf >= 0) {
                const members = this.leafMembers.get(product.leaf) ?? [];
                members.push(productIdx);
                this.leafMembers.set(product.leaf, members);
            }
            for (const category of product.serviceFor) {
                const services = this.servicesByCategory.get(category) ?? [];
                services.push(productIdx);
                this.servicesByCategory.set(category, services);
            }
        }
    }

    private searchDocument(product: IndexedProduct): SearchDocument {
        const source = product.source;
        const attributes = new Set<string>([product.condition]);
        for (const value of product.facetValues) {
            if (this.facets[this.facetValues[value].facet].code !== BRAND_FACET_CODE) {
                attributes.add(this.facetValues[value].name);
            }
        }
        for (const group of product.optionGroups) {
            group.values.forEach(value => attributes.add(value.name));
        }
        const codes = [source.code, ...product.variants.flatMap(variant => [variant.sku, variant.merchantSku])];
        return {
            id: product.idx,
            name: source.name,
            brand: product.brand ?? '',
            ...categoryFields(
                product.categories.map(idx => ({
                    name: this.categories[idx].name,
                    isDepartment: this.categories[idx].parent < 0 && product.categories.length > 1,
                })),
            ),
            attributes: [...attributes].join(' '),
            details: [htmlToText(source.description), ...product.specifications.map(row => row.value)].join(' '),
            codes: codes.join(' '),
            exactCodes: codes,
            weight: product.serviceFor.length > 0 ? SERVICE_SEARCH_WEIGHT : 1,
        };
    }

    // ---- Queries -------------------------------------------------------------------------------------

    /**
     * Runs a few searches shaped like shoppers' (several words, a code, a word being typed) over the index's own
     * products, so the first shoppers after a start do not pay for compiling the search code.
     */
    warmUp() {
        for (const product of this.products.slice(0, 3)) {
            const name = product.source.name;
            this.search.search(name);
            this.search.search(product.source.code);
            this.search.search(name.slice(0, Math.max(3, Math.floor(name.length / 2))));
        }
    }

    /** Search hits for a term, best first; answers are remembered until the index is replaced. */
    private searchIds(term: string): number[] {
        const key = term.trim().toLowerCase();
        const cached = this.searchCache.get(key);
        if (cached) {
            return cached;
        }
        const ids = this.search.search(key).ids;
        this.searchCache.set(key, ids);
        return ids;
    }

    listing(query: ListingQuery, assetUrl: AssetUrl): ListingView {
        const scope = query.categorySlug !== null ? this.categoryBySlug.get(query.categorySlug) : undefined;
        if (query.categorySlug !== null && scope === undefined) {
            return emptyListing();
        }
        const slugFilter =
            query.categorySlugs && query.categorySlugs.length > 0
                ? new Set(
                      query.categorySlugs.map(slug => this.categoryBySlug.get(slug)).filter(idx => idx !== undefined),
                  )
                : null;
        const facetFilters: Array<{ facet: number; values: Set<number> }> = [];
        for (const [code, valueCodes] of query.facets) {
            const facet = this.facetByCode.get(code)!;
            const values = new Set<number>();
            for (const valueCode of valueCodes) {
                const idx = this.facets[facet].byCode.get(valueCode);
                if (idx !== undefined) {
                    values.add(idx);
                }
            }
            facetFilters.push({ facet, values });
        }
        const { priceFrom, priceTo, onSale } = query;

        const term = query.term?.trim() ?? '';
        const candidates = term ? this.searchIds(term) : this.sorts.get('natural')!.order;

        const matched: number[] = [];
        const valueCounts = new Int32Array(this.facetValues.length);
        const categoryCounts = new Int32Array(this.categories.length);
        const leavesSeen = new Uint8Array(this.categories.length);
        let onSaleCount = 0;
        let priceMin = Number.MAX_SAFE_INTEGER;
        let priceMax = -1;

        for (const productIdx of candidates) {
            const product = this.products[productIdx];
            if (isService(product) || (scope !== undefined && !product.categories.includes(scope))) {
                continue;
            }
            let fails = 0;
            let failedFacet = -1;
            for (const filter of facetFilters) {
                if (!hasAny(product.facetValues, filter.values)) {
                    fails++;
                    failedFacet = filter.facet;
                    if (fails > 1) {
                        break;
                    }
                }
            }
            const price = product.shown.price;
            const saleOk = !onSale || product.onSale;
            const priceOk = (priceFrom === null || price >= priceFrom) && (priceTo === null || price <= priceTo);
            if (fails === 0 && saleOk && priceOk) {
                // The category list ignores the category filter, so a shopper can widen it again.
                for (const category of product.categories) {
                    categoryCounts[category]++;
                }
                if (product.leaf >= 0) {
                    leavesSeen[product.leaf] = 1;
                }
            }
            if (slugFilter && !product.categories.some(category => slugFilter.has(category))) {
                continue;
            }
            if (fails === 0 && saleOk) {
                priceMin = Math.min(priceMin, price);
                priceMax = Math.max(priceMax, price);
            }
            if (fails === 0 && priceOk && product.onSale) {
                onSaleCount++;
            }
            if (!saleOk || !priceOk) {
                continue;
            }
            if (fails === 0) {
                matched.push(productIdx);
                for (const value of product.facetValues) {
                    valueCounts[value]++;
                }
            } else if (fails === 1) {
                // Disjunctive counts: a product that misses only this facet's selection counts for its values.
                for (const value of product.facetValues) {
                    if (this.facetValues[value].facet === failedFacet) {
                        valueCounts[value]++;
                    }
                }
            }
        }

        const sorted = this.sortMatches(matched, query, term !== '', query.skip + query.take);
        const items = sorted.slice(query.skip, query.skip + query.take).map(idx => this.card(idx, assetUrl));

        return {
            category: scope !== undefined ? this.categoryView(scope) : null,
            items,
            totalItems: matched.length,
            facets: this.facetViews(valueCounts, query.facets),
            categories: this.categoryCounts(categoryCounts, leavesSeen, slugFilter),
            priceRange: priceMax >= 0 ? { min: priceMin, max: priceMax } : null,
            onSaleCount,
        };
    }

    /** Orders the matches and returns at least the first `needed` of them. */
    private sortMatches(matched: number[], query: ListingQuery, hasTerm: boolean, needed: number): number[] {
        if (query.sort === 'RELEVANCE' && hasTerm) {
            // Candidates were walked in search-rank order.
            return matched;
        }
        const key: SortKey =
            query.sort === 'PRICE_ASC'
                ? 'priceAsc'
                : query.sort === 'PRICE_DESC'
                  ? 'priceDesc'
                  : query.sort === 'NAME_ASC'
                    ? 'name'
                    : query.sort === 'NEWEST'
                      ? 'newest'
                      : 'natural';
        const { order, position } = this.sorts.get(key)!;
        if (!hasTerm && key === 'natural') {
            return matched;
        }
        if (matched.length * 8 < order.length) {
            return [...matched].sort((a, b) => position[a] - position[b]);
        }
        // Many matches: walking the precomputed order beats sorting them, and can stop at the page's end.
        const isMatch = new Uint8Array(order.length);
        matched.forEach(idx => (isMatch[idx] = 1));
        const out: number[] = [];
        for (const idx of order) {
            if (isMatch[idx]) {
                out.push(idx);
                if (out.length >= needed) {
                    break;
                }
            }
        }
        return out;
    }

    private facetViews(counts: Int32Array, selection: Map<string, Set<string>>): FacetView[] {
        const views: FacetView[] = [];
        for (const facet of this.facets) {
            const selected = selection.get(facet.code);
            const values = facet.values
                .filter(idx => counts[idx] > 0 || selected?.has(this.facetValues[idx].code))
                .map(idx => ({
                    code: this.facetValues[idx].code,
                    name: this.facetValues[idx].name,
                    count: counts[idx],
                    selected: selected?.has(this.facetValues[idx].code) ?? false,
                }));
            if (values.length > 0) {
                views.push({ code: facet.code, name: facet.name, values });
            }
        }
        return views;
    }

    private categoryCounts(
        counts: Int32Array,
        leavesSeen: Uint8Array,
        selected: Set<number> | null,
    ): CategoryCountView[] {
        return this.categories
            .filter(category => leavesSeen[category.idx] || selected?.has(category.idx))
            .sort((a, b) => counts[b.idx] - counts[a.idx] || a.order - b.order)
            .map(category => ({
                slug: category.slug,
                name: category.name,
                count: counts[category.idx],
                selected: selected?.has(category.idx) ?? false,
            }));
    }

    private categoryRef(idx: number): CategoryRefView {
        return { slug: this.categories[idx].slug, name: this.categories[idx].name };
    }

    private categoryView(idx: number): CategoryView {
        const category = this.categories[idx];
        return {
            slug: category.slug,
            name: category.name,
            description: category.description,
            breadcrumbs: category.chain.map(chainIdx => this.categoryRef(chainIdx)),
            children: category.children.map(child => this.categoryRef(child)),
        };
    }

    private image(asset: SnapshotAsset, alt: string, assetUrl: AssetUrl): CatalogImageView {
        return { url: assetUrl(asset.source), width: asset.width, height: asset.height, alt };
    }

    private card(idx: number, assetUrl: AssetUrl): ProductCardView {
        const product = this.products[idx];
        const { source, shown } = product;
        return {
            id: source.id,
            variantId: shown.id,
            code: source.code,
            slug: source.slug,
            name: source.name,
            sku: shown.sku,
            merchantSku: shown.merchantSku,
            brand: product.brand,
            condition: product.condition,
            price: shown.price,
            ...offerFields(shown.offer),
            priceMin: product.priceMin,
            priceMax: product.priceMax,
            colorCount: product.colorCount,
            variantCount: product.variants.length,
            energyClass: product.energyClass,
            image: product.images.length > 0 ? this.image(product.images[0], source.name, assetUrl) : null,
            inStock: product.inStock,
            onlyXLeft: !source.isVirtual && shown.saleable !== null && shown.saleable > 0 ? shown.saleable : null,
            isVirtual: source.isVirtual,
            category: product.leaf >= 0 ? this.categoryRef(product.leaf) : null,
            servicePriceAbove: source.servicePriceBand?.above ?? null,
            servicePriceUpTo: source.servicePriceBand?.upTo ?? null,
        };
    }

    /** The product's code by its id, when the index holds it. */
    productCode(id: string): string | null {
        const idx = this.productById.get(id);
        return idx === undefined ? null : this.products[idx].source.code;
    }

    /** The ids of the product's variants (none for a code the index does not hold). */
    variantIds(code: string): string[] {
        const idx = this.productByCode.get(code);
        return idx === undefined ? [] : this.products[idx].variants.map(variant => variant.id);
    }

    /**
     * The product page: variants, pictures, specifications, related products and services.
     * @param liveStock saleable stock read just now for the product's variants, in place of the index's count (an
     *   untracked variant is absent from it, as from the index's).
     */
    product(code: string, assetUrl: AssetUrl, liveStock?: StockSnapshot): ProductDetailView | null {
        const idx = this.productByCode.get(code);
        // A service has no page of its own: it is chosen on the page of the product it goes with.
        if (idx === undefined || isService(this.products[idx])) {
            return null;
        }
        const product = this.products[idx];
        const { source } = product;
        const saleableOf = (variant: IndexedVariant): number | null =>
            liveStock ? (liveStock.has(variant.id) ? Math.max(0, liveStock.get(variant.id)!) : null) : variant.saleable;
        const variants: VariantView[] = product.variants.map(variant => {
            const saleable = saleableOf(variant);
            return {
                id: variant.id,
                sku: variant.sku,
                merchantSku: variant.merchantSku,
                name: variant.name,
                options: variant.options,
                price: variant.price,
                ...offerFields(variant.offer),
                stockStatus: saleable === null || saleable > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
                // What a shopper may still buy; a virtual or untracked variant has no limit to tell.
                onlyXLeft: !source.isVirtual && saleable !== null && saleable > 0 ? saleable : null,
                imageIndex: variant.imageIndex,
            };
        });
        const related = (product.leaf >= 0 ? (this.leafMembers.get(product.leaf) ?? []) : [])
            .filter(other => other !== idx)
            .slice(0, MAX_RELATED);
        // Services of the product's categories whose price band holds one of its variants' prices; each variant
        // is offered those of its own band (servicePriceAbove/UpTo on the cards, the cart checks it again).
        const services = new Set<number>();
        for (const category of product.categories) {
            for (const service of this.servicesByCategory.get(category) ?? []) {
                const band = this.products[service].source.servicePriceBand;
                if (service !== idx && product.variants.some(variant => inServicePriceBand(band, variant.price))) {
                    services.add(service);
                }
            }
        }
        const naturalPosition = this.sorts.get('natural')!.position;
        return {
            id: source.id,
            code: source.code,
            slug: source.slug,
            name: source.name,
            description: source.description,
            brand: product.brand,
            condition: product.condition,
            isVirtual: source.isVirtual,
            energyClass: product.energyClass,
            productSheetUrl: source.productSheetUrl,
            specifications: product.specifications,
            images: product.images.map((asset, position) =>
                this.image(asset, position === 0 ? source.name : `${source.name} (${position + 1})`, assetUrl),
            ),
            breadcrumbs: product.leaf >= 0 ? this.categories[product.leaf].chain.map(c => this.categoryRef(c)) : [],
            optionGroups: product.optionGroups,
            variants,
            related: related.map(other => this.card(other, assetUrl)),
            services: [...services]
                .sort((a, b) => naturalPosition[a] - naturalPosition[b])
                .slice(0, MAX_SERVICES)
                .map(service => this.card(service, assetUrl)),
            updatedAt: product.updatedAt,
        };
    }

    /**
     * A locale-less path to a category or product. The whole path is tried as a product code first, because
     * real codes hold slashes (SM-A556B/DS); then its last segment as category slug, product slug, product code.
     */
    resolve(path: string): RouteView | null {
        const trimmed = path.replace(/^\/+|\/+$/g, '');
        if (!trimmed) {
            return null;
        }
        const whole = safeDecode(trimmed);
        const sold = (idx: number | undefined): idx is number => idx !== undefined && !isService(this.products[idx]);
        const asProduct = (code: string): RouteView | null =>
            sold(this.productByCode.get(code)) ? { kind: 'PRODUCT', id: code } : null;
        const segments = trimmed.split('/');
        const last = safeDecode(segments[segments.length - 1]);
        // "p/SM-A556B/DS": the storefront's product URL shape passed on whole, its code holding a slash.
        const afterPrefix = segments.length > 1 && segments[0] === 'p' ? safeDecode(segments.slice(1).join('/')) : null;
        const category = this.categoryBySlug.get(last);
        const bySlug = this.productBySlug.get(last);
        return (
            asProduct(whole) ??
            (afterPrefix !== null ? asProduct(afterPrefix) : null) ??
            (category !== undefined ? { kind: 'CATEGORY', id: this.categories[category].slug } : null) ??
            (sold(bySlug) ? { kind: 'PRODUCT', id: this.products[bySlug].source.code } : null) ??
            asProduct(last)
        );
    }

    /**
     * The best sellers' row: the ranked products a shopper can buy now (listed, not a service or gift card, in stock),
     * in the ranking's order, then the fallback category's in its own order until the row has `take` cards.
     */
    bestSellers(
        rankedProductIds: string[],
        take: number,
        fallbackCategory: string | null,
        assetUrl: AssetUrl,
    ): BestSellersView {
        const buyable = (idx: number) => !this.products[idx].source.isVirtual && this.products[idx].inStock;
        const chosen: number[] = [];
        for (const id of rankedProductIds) {
            const idx = this.productById.get(id);
            if (idx !== undefined && buyable(idx) && chosen.length < take) {
                chosen.push(idx);
            }
        }
        const fromOrders = chosen.length;
        const scope = fallbackCategory !== null ? this.categoryBySlug.get(fallbackCategory) : undefined;
        if (scope !== undefined) {
            for (const idx of this.sorts.get('natural')!.order) {
                if (chosen.length >= take) {
                    break;
                }
                if (this.products[idx].categories.includes(scope) && buyable(idx) && !chosen.includes(idx)) {
                    chosen.push(idx);
                }
            }
        }
        return { items: chosen.map(idx => this.card(idx, assetUrl)), fromOrders };
    }

    sitemap(): SitemapView {
        // Categories of services only (Servizi and its leaves) would list nothing a shopper can buy alone.
        const servicesOnly = new Set<number>();
        const sold = new Set<number>();
        for (const product of this.products) {
            for (const category of product.categories) (isService(product) ? servicesOnly : sold).add(category);
        }
        return {
            categories: this.categories
                .filter((_, idx) => sold.has(idx) || !servicesOnly.has(idx))
                .map(category => ({ id: category.slug, updatedAt: category.updatedAt })),
            products: [...this.products]
                .filter(product => !isService(product))
                .sort((a, b) => a.idx - b.idx)
                .map(product => ({ id: product.source.code, updatedAt: product.updatedAt })),
        };
    }
}

/** Services (installation, warranty) are sold only with a product: no page, listing, search answer or sitemap entry. */
function isService(product: IndexedProduct): boolean {
    return product.source.serviceFor.length > 0;
}

function hasAny(values: Int32Array, wanted: Set<number>): boolean {
    for (const value of values) {
        if (wanted.has(value)) {
            return true;
        }
    }
    return false;
}

function safeDecode(text: string): string {
    try {
        return decodeURIComponent(text);
    } catch {
        return text;
    }
}
