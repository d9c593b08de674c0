// The product page's data as its loader returns it, and what search engines and link previews read from it:
// title, description, canonical address, Open Graph, JSON-LD Product and BreadcrumbList.
import type { DeliveryWindow } from '@shop/rules';
import { isPurchasable } from '~/lib/catalog/purchasability';
import type { CategoryRef, ProductDetail, ProductVariant } from '~/components/catalog/product-page.fragment';
import { categoryPath, productPath } from '~/lib/catalog/urls';
import { GALLERY_SIZES, presetAssetUrl, sizedPicturePreload } from '~/lib/catalog/image-sources';
import { reductionOf } from '~/lib/catalog/omnibus';
import { priceRange, selectionFromSearch } from '~/lib/catalog/variant-selection';
import { metaDescription, plainText } from '~/lib/format/plain-text';
import { marketFor } from '~/lib/locale/markets';
import type { ProductFinancing } from '~/lib/financing/product-financing';

export interface ProductPageData {
    locale: string;
    product: ProductDetail;
    /** Scheme and host the shopper reached us on, for the absolute addresses previews and search engines need. */
    origin: string;
    /** Findomestic's instalment estimates for the variants' prices (decision 037); none without financing. */
    financing?: ProductFinancing | null;
    /** When an order placed now would arrive (dispatch in 48 hours, working days in Italy); decided by the server. */
    delivery?: DeliveryWindow;
}

/** Product codes are short article numbers; anything else is not worth asking the commerce server about. */
export const PRODUCT_CODE = /^[\p{L}\p{N}][\p{L}\p{N} ._\-/+]{0,79}$/u;

/** The one address of a product page: the lower-case /p/ route, without the variant choice. */
export function canonicalUrl(data: Pick<ProductPageData, 'origin' | 'locale'>, code: string): string {
    return `${data.origin}${productPath(data.locale, code)}`;
}

function absolute(origin: string, path: string): string {
    return new URL(path, origin).toString();
}

/** Euros with two decimals and a dot, as schema.org and Open Graph read prices. */
export function euros(cents: number): string {
    return (cents / 100).toFixed(2);
}

/**
 * The head of the page: title, description, canonical address, Open Graph, and the preload of the gallery's picture
 * for the variant the query chooses (`search`), the page's largest paint.
 */
export function productPageMeta(data: ProductPageData, siteTitle: string, search = new URLSearchParams()) {
    const { product } = data;
    const canonical = canonicalUrl(data, product.code);
    const description = metaDescription(product.description);
    const image = product.images[0];
    const shown = product.images[selectionFromSearch(product, search).variant?.imageIndex ?? 0] ?? image;
    const range = priceRange(product);
    return [
        { title: `${product.name} | ${siteTitle}` },
        ...(description ? [{ name: 'description', content: description }] : []),
        { tagName: 'link', rel: 'canonical', href: canonical },
        { property: 'og:type', content: 'product' },
        { property: 'og:site_name', content: siteTitle },
        { property: 'og:locale', content: marketFor(data.locale).iso },
        { property: 'og:title', content: product.name },
        ...(description ? [{ property: 'og:description', content: description }] : []),
        { property: 'og:url', content: canonical },
        ...(image
            ? [
                  { property: 'og:image', content: absolute(data.origin, presetAssetUrl(image.url, 'gallery')) },
                  { property: 'og:image:alt', content: image.alt || product.name },
              ]
            : []),
        ...(range
            ? [
                  { property: 'product:price:amount', content: euros(range.min) },
                  { property: 'product:price:currency', content: 'EUR' },
              ]
            : []),
        ...(shown ? [sizedPicturePreload(shown.url, GALLERY_SIZES)] : []),
    ];
}

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * schema.org Product for the page: the chosen variant when there is one (its SKU, article code, price, availability),
 * otherwise the product as a whole, with an AggregateOffer when its variants differ in price. No aggregateRating: the
 * shop has no reviews to rate with yet.
 */
export function productJsonLd(data: ProductPageData, variant: ProductVariant | null) {
    const { product } = data;
    const url = canonicalUrl(data, product.code);
    const single = variant ?? (product.variants.length === 1 ? (product.variants[0] ?? null) : null);
    const available = (candidates: ProductVariant[]) =>
        candidates.some(candidate => isPurchasable(product, candidate)) ? IN_STOCK : OUT_OF_STOCK;
    const range = priceRange(product);
    let offers: Record<string, unknown> | undefined;
    if (single) {
        const reduction = reductionOf(single);
        offers = {
            '@type': 'Offer',
            url,
            priceCurrency: 'EUR',
            price: euros(single.price),
            // An announced reduction names the price it is measured from, as the page does: the Omnibus reference.
            ...(reduction
                ? {
                      priceSpecification: [
                          { '@type': 'UnitPriceSpecification', price: euros(single.price), priceCurrency: 'EUR' },
                          {
                              '@type': 'UnitPriceSpecification',
                              priceType: 'https://schema.org/StrikethroughPrice',
                              price: euros(reduction.referencePrice),
                              priceCurrency: 'EUR',
                          },
                      ],
                  }
                : {}),
            availability: available([single]),
            itemCondition: conditionUrl(product.condition),
        };
    } else if (range && range.min !== range.max) {
        offers = {
            '@type': 'AggregateOffer',
            url,
            priceCurrency: 'EUR',
            lowPrice: euros(range.min),
            highPrice: euros(range.max),
            offerCount: product.variants.length,
            availability: available(product.variants),
        };
    } else if (range) {
        offers = {
            '@type': 'Offer',
            url,
            priceCurrency: 'EUR',
            price: euros(range.min),
            availability: available(product.variants),
            itemCondition: conditionUrl(product.condition),
        };
    }
    const description = plainText(product.description);
    return {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        sku: single ? single.sku : product.code,
        ...(single ? { mpn: single.merchantSku } : {}),
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
        ...(product.images.length > 0
            ? { image: product.images.map(image => absolute(data.origin, presetAssetUrl(image.url, 'gallery'))) }
            : {}),
        ...(description ? { description } : {}),
        url,
        ...(offers ? { offers } : {}),
    };
}

function conditionUrl(condition: string): string {
    const lower = condition.toLowerCase();
    if (lower.startsWith('ricondizionat')) return 'https://schema.org/RefurbishedCondition';
    if (lower.startsWith('usat')) return 'https://schema.org/UsedCondition';
    return 'https://schema.org/NewCondition';
}

/** schema.org BreadcrumbList: Home, the categories root first, then the page itself when named. */
export function breadcrumbListJsonLd(
    origin: string,
    locale: string,
    homeLabel: string,
    categories: CategoryRef[],
    current?: { name: string; url: string },
) {
    const items = [
        { name: homeLabel, url: absolute(origin, `/${locale}`) },
        ...categories.map(category => ({
            name: category.name,
            url: absolute(origin, categoryPath(locale, category.slug)),
        })),
        ...(current ? [current] : []),
    ];
    return {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: items.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.name,
            item: item.url,
        })),
    };
}

/** JSON for an inline <script>: `<` escaped so no text in the data can close the script element. */
export function scriptJson(value: unknown): string {
    return JSON.stringify(value)
        .replace(/</g, '\\u003c')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
}
