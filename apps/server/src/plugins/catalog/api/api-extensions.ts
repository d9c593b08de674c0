import gql from 'graphql-tag';

/**
 * The storefront's catalog API: one call per listing, search panel or product page, shaped for what those screens show.
 * Prices are integer euro cents with VAT included (the channel's prices include tax).
 */
export const shopApiExtensions = gql`
    """
    Sort orders of a listing. RELEVANCE is the search score with a term; without one, products in stock first, then
    the category's own order (the menu's order of categories, then the order products were added).
    """
    enum CatalogSort {
        RELEVANCE
        PRICE_ASC
        PRICE_DESC
        NAME_ASC
        NEWEST
    }

    "One facet's selected values: OR within a facet, AND across facets."
    input CatalogFacetFilter {
        "Facet code: colore, taglia, manufacturer, memoria, ram, processore, classe_energetica, dimensioni_schermo, condizione."
        code: String!
        "Facet value codes."
        values: [String!]!
    }

    input CatalogListingInput {
        "Only products of this category or its descendants."
        categorySlug: String
        "Search panel category filter: products of any of these categories (and their descendants)."
        categorySlugs: [String!]
        "Free text: case and accents ignored, Italian singular/plural, one typo on words of 5+ letters, exact SKU."
        term: String
        facets: [CatalogFacetFilter!]
        "Only products whose card announces a reduction (the shown variant's lowestPrice30Days is set)."
        onSale: Boolean
        "Price bounds in cents, VAT included, inclusive."
        priceFrom: Int
        priceTo: Int
        sort: CatalogSort
        skip: Int
        "At most 100; default 14."
        take: Int
    }

    type CatalogImage {
        "Asset source URL as the asset server serves it; append ?preset=… and &format=webp|avif."
        url: String!
        width: Int!
        height: Int!
        alt: String!
    }

    type CatalogCategoryRef {
        slug: String!
        name: String!
    }

    type CatalogCategory {
        slug: String!
        name: String!
        "Staff-written HTML."
        description: String!
        "Root first, this category last."
        breadcrumbs: [CatalogCategoryRef!]!
        children: [CatalogCategoryRef!]!
    }

    type CatalogProductCard {
        id: ID!
        "The variant the card shows (what its add-to-cart button adds)."
        variantId: ID!
        "URL identifier (/it/p/{code}); may contain a forward slash."
        code: String!
        slug: String!
        name: String!
        "SKU of the variant the card shows (the cheapest purchasable one)."
        sku: String!
        merchantSku: String!
        brand: String
        "Nuovo, Ricondizionato or Usato."
        condition: String!
        "Selling price of the shown variant."
        price: Int!
        """
        The shown variant's announced reduction (Omnibus rule, Codice del Consumo art. 17-bis): the lowest price applied
        in the 30 days before it, shown struck through and measured against for the percentage. Set only when the
        variant is on offer and this price is above its price; null means no reduction is announced.
        """
        lowestPrice30Days: Int
        "Length in days of the period the lowest price was looked for: 30, or fewer for a product on sale for less."
        lowestPricePeriodDays: Int
        "Start of that period (ISO 8601) when it is shorter than 30 days: when the product was first sold."
        lowestPriceSince: String
        "Lowest and highest selling price over the variants."
        priceMin: Int!
        priceMax: Int!
        colorCount: Int!
        variantCount: Int!
        "Energy class letter (A–G) when the product has one."
        energyClass: String
        image: CatalogImage
        inStock: Boolean!
        "Maximum purchasable quantity of the shown variant (saleable stock); null for virtual products and when sold out."
        onlyXLeft: Int
        isVirtual: Boolean!
        "Leaf category of the product."
        category: CatalogCategoryRef
        """
        For a service offered with a product: the price band of the products it applies to (cents, VAT included). It
        applies to a variant costing more than servicePriceAbove and at most servicePriceUpTo; a null bound does not
        limit. Tiers of one kind have bands that do not overlap.
        """
        servicePriceAbove: Int
        servicePriceUpTo: Int
    }

    type CatalogFacetValue {
        code: String!
        name: String!
        "Products matching every other active filter plus this value."
        count: Int!
        selected: Boolean!
    }

    type CatalogFacet {
        code: String!
        name: String!
        values: [CatalogFacetValue!]!
    }

    type CatalogCategoryCount {
        slug: String!
        name: String!
        count: Int!
        selected: Boolean!
    }

    type CatalogPriceRange {
        min: Int!
        max: Int!
    }

    type CatalogListing {
        "Present when the input named a category that exists."
        category: CatalogCategory
        items: [CatalogProductCard!]!
        totalItems: Int!
        facets: [CatalogFacet!]!
        """
        Categories (leaf) of the products matching everything but the categorySlugs filter, with counts; a
        categorySlug still limits them to that category.
        """
        categories: [CatalogCategoryCount!]!
        "Price bounds of the products matching everything but the price filter; null when none match."
        priceRange: CatalogPriceRange
        "Products on offer among those matching everything but the on-sale filter."
        onSaleCount: Int!
    }

    type CatalogSpecification {
        label: String!
        value: String!
    }

    type CatalogOptionValue {
        code: String!
        name: String!
    }

    type CatalogOptionGroup {
        "colore or taglia."
        code: String!
        name: String!
        values: [CatalogOptionValue!]!
    }

    type CatalogVariantOption {
        group: String!
        code: String!
        name: String!
    }

    enum CatalogStockStatus {
        IN_STOCK
        OUT_OF_STOCK
    }

    type CatalogVariant {
        id: ID!
        sku: String!
        merchantSku: String!
        name: String!
        options: [CatalogVariantOption!]!
        price: Int!
        """
        The announced reduction (Omnibus rule, Codice del Consumo art. 17-bis): the lowest price applied in the 30 days
        before it, shown struck through and measured against for the percentage. Set only when the variant is on offer
        and this price is above its price; null means no reduction is announced.
        """
        lowestPrice30Days: Int
        "Length in days of the period the lowest price was looked for: 30, or fewer for a product on sale for less."
        lowestPricePeriodDays: Int
        "Start of that period (ISO 8601) when it is shorter than 30 days: when the product was first sold."
        lowestPriceSince: String
        stockStatus: CatalogStockStatus!
        "Maximum purchasable quantity (saleable stock); null for virtual products and when out of stock."
        onlyXLeft: Int
        "Index into the product's images of this variant's picture."
        imageIndex: Int!
    }

    type CatalogProductDetail {
        id: ID!
        code: String!
        slug: String!
        name: String!
        "Staff-written HTML."
        description: String!
        brand: String
        condition: String!
        isVirtual: Boolean!
        energyClass: String
        "Product information sheet (EPREL) for products with an energy label."
        productSheetUrl: String
        specifications: [CatalogSpecification!]!
        images: [CatalogImage!]!
        "Leaf category path, root first."
        breadcrumbs: [CatalogCategoryRef!]!
        optionGroups: [CatalogOptionGroup!]!
        variants: [CatalogVariant!]!
        "Other products of the same category, at most 8."
        related: [CatalogProductCard!]!
        "Service products that apply to this product's categories."
        services: [CatalogProductCard!]!
        updatedAt: DateTime!
    }

    enum CatalogRouteKind {
        CATEGORY
        PRODUCT
    }

    type CatalogRoute {
        kind: CatalogRouteKind!
        "Category slug or product code."
        id: String!
    }

    type CatalogSitemapEntry {
        "Category slug or product code."
        id: String!
        updatedAt: DateTime!
    }

    type CatalogSitemap {
        categories: [CatalogSitemapEntry!]!
        products: [CatalogSitemapEntry!]!
    }

    input CatalogBestSellersInput {
        "Orders placed in this many days count: 1 to 365, default 30."
        days: Int
        "At most 24; default 8."
        take: Int
        "Category whose products fill the row while orders name fewer than take products."
        fallbackCategorySlug: String
    }

    type CatalogBestSellers {
        """
        The products bought most in the period (quantities of placed, not cancelled orders), leaving out services, gift
        cards and sold-out products; then the fallback category's products in its own order, up to take.
        """
        items: [CatalogProductCard!]!
        "How many of the items come from orders."
        fromOrders: Int!
    }

    type CatalogStockChanges {
        "The stock version now: pass it as since on the next look."
        version: String!
        """
        Codes of the products whose saleable stock changed after since (a sale, a release, staff's adjustment): their
        cached pages and data are out of date. Empty on a first look; null when too many changed to name them.
        """
        productCodes: [String!]
    }

    extend type Query {
        """
        Stock changes since a stock version, for storefronts that keep catalog answers: a cheap look they make every
        second or so, which reaches every storefront process whichever process made the sale.
        """
        catalogStockChanges(since: String): CatalogStockChanges!
        catalogListing(input: CatalogListingInput!): CatalogListing!
        "The home page's best sellers: recomputed from order lines at most every few minutes."
        catalogBestSellers(input: CatalogBestSellersInput!): CatalogBestSellers!
        catalogProduct(code: String!): CatalogProductDetail
        "Resolves a locale-less path (category slug, product slug or product code) or answers null."
        catalogResolve(path: String!): CatalogRoute
        catalogSitemap: CatalogSitemap!
    }
`;
