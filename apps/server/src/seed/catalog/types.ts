/** Shapes of the Italian demo catalog data: what the seed reads to build categories, products and images. */

/** A node of the category tree. `slug` is unique across the whole tree and is the category's URL identifier. */
export interface SeedCategory {
    slug: string;
    name: string;
    description: string;
    children?: SeedCategory[];
}

/** The technical facets the storefront filters on (requirements §3). Values are shopper-facing Italian labels. */
export type TechnicalFacet = 'memoria' | 'ram' | 'processore' | 'classe_energetica' | 'dimensioni_schermo';

export type Condition = 'Nuovo' | 'Ricondizionato' | 'Usato';

/** What the generated picture shows: one pictogram per kind of product. */
export type ImageKind =
    | 'smartphone'
    | 'tablet'
    | 'smartwatch'
    | 'headphones'
    | 'speaker'
    | 'tv'
    | 'soundbar'
    | 'laptop'
    | 'desktop'
    | 'monitor'
    | 'printer'
    | 'router'
    | 'console'
    | 'controller'
    | 'camera'
    | 'lens'
    | 'washing-machine'
    | 'dryer'
    | 'dishwasher'
    | 'fridge'
    | 'oven'
    | 'microwave'
    | 'vacuum'
    | 'coffee-machine'
    | 'kettle'
    | 'blender'
    | 'iron'
    | 'hair-dryer'
    | 'air-conditioner'
    | 'service'
    | 'gift-card'
    | 'accessory';

export interface SeedVariant {
    /** Unique across the catalog; may contain a forward slash. */
    sku: string;
    /** The merchant's own article code shown to shoppers (requirements §3 merchant_sku). */
    merchantSku: string;
    /** Only for products with variants; every variant of one product has the same option keys. */
    options?: { colore?: string; taglia?: string };
    /** Selling price in integer euro cents, VAT (IVA 22 %) included. */
    price: number;
    /** Regular price in cents when the variant is on offer (strictly greater than `price`); absent otherwise. */
    regularPrice?: number;
    /** Units in stock: 0 means out of stock, 1–5 is "only x left", more is plenty. Ignored for virtual products. */
    stock: number;
    /** CSS colour of the pictogram for this variant (defaults to a colour derived from `options.colore`). */
    imageColor?: string;
}

export interface SeedProduct {
    /** Product identifier used in URLs (/it/p/{code}); unique; at least one contains a forward slash. */
    code: string;
    /** URL slug: lower-case, a-z 0-9 and hyphens, unique. */
    slug: string;
    /** Italian product name. */
    name: string;
    /** Italian description, simple HTML (<p>, <ul>, <li>, <strong>). */
    description: string;
    /** Slug of the leaf category the product belongs to. */
    categorySlug: string;
    /** Manufacturer label (requirements §3: manufacturer_attribute.label). */
    brand: string;
    condition: Condition;
    facets: Partial<Record<TechnicalFacet, string>>;
    /** Technical specification table rows: [label, value], Italian. */
    specs: Array<[string, string]>;
    /** Virtual products (services, gift cards, digital goods) need no stock and no shipping. */
    isVirtual?: boolean;
    /** For service products only: slugs of the categories (any level) whose products the service applies to. */
    serviceFor?: string[];
    /** For service products only: the price band (cents, VAT included) of the products it applies to. */
    servicePriceBand?: { above?: number; upTo?: number };
    image: { kind: ImageKind; accent: string };
    variants: SeedVariant[];
}

export interface SeedCatalog {
    categories: SeedCategory[];
    products: SeedProduct[];
}
