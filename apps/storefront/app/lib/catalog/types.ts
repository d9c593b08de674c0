// Shapes of the commerce server's catalog API (apps/server/src/plugins/catalog/api/api-extensions.ts), as screens use them.
// Prices are integer euro cents, VAT included.

export type CatalogSort = 'RELEVANCE' | 'PRICE_ASC' | 'PRICE_DESC' | 'NAME_ASC' | 'NEWEST';

export interface CatalogFacetFilter {
    code: string;
    values: string[];
}

export interface CatalogListingInput {
    categorySlug?: string;
    categorySlugs?: string[];
    term?: string;
    facets?: CatalogFacetFilter[];
    onSale?: boolean;
    priceFrom?: number;
    priceTo?: number;
    sort?: CatalogSort;
    skip?: number;
    take?: number;
}

export interface CatalogImage {
    url: string;
    width: number;
    height: number;
    alt: string;
}

export interface CatalogCategoryRef {
    slug: string;
    name: string;
}

export interface CatalogCategory extends CatalogCategoryRef {
    description: string;
    breadcrumbs: CatalogCategoryRef[];
    children: CatalogCategoryRef[];
}

export interface CatalogProductCard {
    id: string;
    /** The variant the card shows (what its add-to-cart button adds). */
    variantId: string;
    code: string;
    slug: string;
    name: string;
    sku: string;
    merchantSku: string;
    brand: string | null;
    condition: string;
    price: number;
    regularPrice: number | null;
    /** Omnibus reference of the shown variant when discounted. */
    lowestPrice30Days: number | null;
    lowestPricePeriodDays: number | null;
    priceMin: number;
    priceMax: number;
    colorCount: number;
    variantCount: number;
    energyClass: string | null;
    image: CatalogImage | null;
    inStock: boolean;
    isVirtual: boolean;
    category: CatalogCategoryRef | null;
}

export interface CatalogFacetValue {
    code: string;
    name: string;
    count: number;
    selected: boolean;
}

export interface CatalogFacet {
    code: string;
    name: string;
    values: CatalogFacetValue[];
}

export interface CatalogCategoryCount extends CatalogCategoryRef {
    count: number;
    selected: boolean;
}

export interface CatalogListing {
    category: CatalogCategory | null;
    items: CatalogProductCard[];
    totalItems: number;
    facets: CatalogFacet[];
    categories: CatalogCategoryCount[];
    priceRange: { min: number; max: number } | null;
    onSaleCount: number;
}

export interface CatalogVariant {
    id: string;
    sku: string;
    merchantSku: string;
    name: string;
    options: Array<{ group: string; code: string; name: string }>;
    price: number;
    regularPrice: number | null;
    lowestPrice30Days: number | null;
    lowestPricePeriodDays: number | null;
    stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK';
    onlyXLeft: number | null;
    imageIndex: number;
}

export interface CatalogOptionGroup {
    code: string;
    name: string;
    values: Array<{ code: string; name: string }>;
}

export interface CatalogProductDetail {
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
    images: CatalogImage[];
    breadcrumbs: CatalogCategoryRef[];
    optionGroups: CatalogOptionGroup[];
    variants: CatalogVariant[];
    related: CatalogProductCard[];
    services: CatalogProductCard[];
    updatedAt: string;
}

export interface CatalogRoute {
    kind: 'CATEGORY' | 'PRODUCT';
    id: string;
}

export interface CatalogSitemap {
    categories: Array<{ id: string; updatedAt: string }>;
    products: Array<{ id: string; updatedAt: string }>;
}
