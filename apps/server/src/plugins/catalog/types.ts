/** Shapes of the catalog plugin: the data read from the database, and the views the shop API answers with. */
import type { OmnibusReference, ServicePriceBand } from '@shop/rules';
import type { SearchSynonyms } from './services/search-synonyms';

export type CatalogSort = 'RELEVANCE' | 'PRICE_ASC' | 'PRICE_DESC' | 'NAME_ASC' | 'NEWEST';

export interface CatalogFacetFilterInput {
    code: string;
    values: string[];
}

export interface CatalogListingInput {
    categorySlug?: string | null;
    categorySlugs?: string[] | null;
    term?: string | null;
    facets?: CatalogFacetFilterInput[] | null;
    onSale?: boolean | null;
    priceFrom?: number | null;
    priceTo?: number | null;
    sort?: CatalogSort | null;
    skip?: number | null;
    take?: number | null;
}

/** A listing request after validation: defaults applied, facets merged by code. */
export interface ListingQuery {
    categorySlug: string | null;
    categorySlugs: string[] | null;
    term: string | null;
    facets: Map<string, Set<string>>;
    onSale: boolean;
    priceFrom: number | null;
    priceTo: number | null;
    sort: CatalogSort;
    skip: number;
    take: number;
}

// ---- Snapshot: what the index is built from -------------------------------------------------------------

export interface SnapshotCategory {
    id: string;
    slug: string;
    name: string;
    description: string;
    parentId: string | null;
    position: number;
    updatedAt: Date;
}

export interface SnapshotFacetValue {
    id: string;
    code: string;
    name: string;
    facetCode: string;
    facetName: string;
}

export interface SnapshotAsset {
    id: string;
    /** Storage identifier; the asset storage strategy turns it into a URL. */
    source: string;
    width: number;
    height: number;
}

export interface SnapshotOption {
    groupCode: string;
    groupName: string;
    code: string;
    name: string;
}

export interface SnapshotVariant {
    id: string;
    sku: string;
    name: string;
    merchantSku: string | null;
    /** Selling price with VAT, cents. */
    price: number;
    /** Set by staff above the price to put the variant on offer. */
    regularPrice: number | null;
    /** The Omnibus reference from the price history, for variants on offer (decision 006). */
    omnibus: OmnibusReference | null;
    facetValueIds: string[];
    options: SnapshotOption[];
    featuredAssetId: string | null;
    createdAt: Date;
    updatedAt: Date;
}

export interface SnapshotProduct {
    id: string;
    code: string;
    slug: string;
    name: string;
    description: string;
    isVirtual: boolean;
    specifications: string | null;
    serviceFor: string[];
    /** For services: the price band of the products it applies to (null when it applies at any price). */
    servicePriceBand: ServicePriceBand | null;
    productSheetUrl: string | null;
    facetValueIds: string[];
    /** Featured asset first, then the others by position. */
    assetIds: string[];
    createdAt: Date;
    updatedAt: Date;
    /** Enabled variants with a price in the channel, oldest first. */
    variants: SnapshotVariant[];
}

export interface CatalogSnapshot {
    categories: SnapshotCategory[];
    facetValues: SnapshotFacetValue[];
    assets: Map<string, SnapshotAsset>;
    products: SnapshotProduct[];
    /** Staff's search synonyms; none when absent. */
    searchSynonyms?: SearchSynonyms;
}

/**
 * Saleable stock by variant id: what can still be sold (on hand, less allocated, less the out-of-stock threshold).
 * Variants that do not track inventory are absent.
 */
export type StockSnapshot = Map<string, number>;

// ---- Views: what the shop API answers ----------------------------------------------------------------

export interface CatalogImageView {
    url: string;
    width: number;
    height: number;
    alt: string;
}

export interface CategoryRefView {
    slug: string;
    name: string;
}

export interface CategoryView extends CategoryRefView {
    description: string;
    breadcrumbs: CategoryRefView[];
    children: CategoryRefView[];
}

export interface ProductCardView {
    id: string;
    /** The variant the card shows and its hover add-to-cart button adds. */
    variantId: string;
    code: string;
    slug: string;
    name: string;
    sku: string;
    merchantSku: string;
    brand: string | null;
    condition: string;
    price: number;
    /** The shown variant's announced reduction (decision 006): the lowest price of the period before it, above price. */
    lowestPrice30Days: number | null;
    /** The period's length in days (30, or fewer for a product on the market for less), and its start when fewer. */
    lowestPricePeriodDays: number | null;
    lowestPriceSince: string | null;
    priceMin: number;
    priceMax: number;
    colorCount: number;
    variantCount: number;
    energyClass: string | null;
    image: CatalogImageView | null;
    inStock: boolean;
    /** What a shopper may still buy of the shown variant (saleable stock); null when virtual, untracked or sold out. */
    onlyXLeft: number | null;
    isVirtual: boolean;
    category: CategoryRefView | null;
    /** For a service: the price band (cents) of the products it applies to; null bounds do not limit. */
    servicePriceAbove: number | null;
    servicePriceUpTo: number | null;
}

export interface FacetValueView {
    code: string;
    name: string;
    count: number;
    selected: boolean;
}

export interface FacetView {
    code: string;
    name: string;
    values: FacetValueView[];
}

export interface CategoryCountView extends CategoryRefView {
    count: number;
    selected: boolean;
}

export interface BestSellersInput {
    days?: number | null;
    take?: number | null;
    fallbackCategorySlug?: string | null;
}

export interface BestSellersView {
    items: ProductCardView[];
    /** How many of the items come from orders; the rest are the fallback category's. */
    fromOrders: number;
}

export interface ListingView {
    category: CategoryView | null;
    items: ProductCardView[];
    totalItems: number;
    facets: FacetView[];
    categories: CategoryCountView[];
    priceRange: { min: number; max: number } | null;
    onSaleCount: number;
}

export interface VariantOptionView {
    group: string;
    code: string;
    name: string;
}

export interface VariantView {
    id: string;
    sku: string;
    merchantSku: string;
    name: string;
    options: VariantOptionView[];
    price: number;
    lowestPrice30Days: number | null;
    lowestPricePeriodDays: number | null;
    lowestPriceSince: string | null;
    stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK';
    onlyXLeft: number | null;
    imageIndex: number;
}

export interface OptionGroupView {
    code: string;
    name: string;
    values: Array<{ code: string; name: string }>;
}

export interface ProductDetailView {
    id: string;
    code: string;
    slug: string;
    name: string;
    description: string;
    brand: string | null;
    condition: string;
    isVirtual: boolean;
    energyClass: string | null;
    productSheetUrl: string | null;
    specifications: Array<{ label: string; value: string }>;
    images: CatalogImageView[];
    breadcrumbs: CategoryRefView[];
    optionGroups: OptionGroupView[];
    variants: VariantView[];
    related: ProductCardView[];
    services: ProductCardView[];
    updatedAt: Date;
}

export interface RouteView {
    kind: 'CATEGORY' | 'PRODUCT';
    id: string;
}

export interface SitemapView {
    categories: Array<{ id: string; updatedAt: Date }>;
    products: Array<{ id: string; updatedAt: Date }>;
}

/** What changed in stock since a storefront's last look (catalogStockChanges). */
export interface StockChangesView {
    version: string;
    /** Products whose stock moved; null when too many to name. */
    productCodes: string[] | null;
}
