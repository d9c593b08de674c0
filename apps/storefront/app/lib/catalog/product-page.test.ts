import { describe, expect, it } from 'vitest';
import {
    breadcrumbListJsonLd,
    canonicalUrl,
    PRODUCT_CODE,
    productJsonLd,
    productPageMeta,
    scriptJson,
    type ProductPageData,
} from '~/lib/catalog/product-page';
import { GALLERY_SIZES } from '~/lib/catalog/image-sources';
import { galaxyS25, washingMachine } from '~/lib/catalog/product-fixtures.test-support';

const ORIGIN = 'https://negozio.example';
const page = (product = galaxyS25()): ProductPageData => ({ locale: 'it', product, origin: ORIGIN });

describe('PRODUCT_CODE', () => {
    it('accepts the catalog’s codes, slashes included, and refuses anything else', () => {
        for (const code of ['SM-A556B/DS', 'MGJA3QL/A', '24129PN74G', 'CO4107T1-S'])
            expect(PRODUCT_CODE.test(code)).toBe(true);
        for (const code of ['', '/leading', '<script>', 'a'.repeat(81), 'x\ny'])
            expect(PRODUCT_CODE.test(code)).toBe(false);
    });
});

describe('productPageMeta', () => {
    it('has title, description, lower-case canonical without variant, Open Graph product with absolute image and price', () => {
        const product = galaxyS25();
        product.code = 'SM-A556B/DS';
        const meta = productPageMeta(page(product), 'Scintilla');
        expect(meta).toContainEqual({ title: 'Samsung Galaxy S25 | Scintilla' });
        expect(meta).toContainEqual({
            name: 'description',
            content: 'Compatto ma senza rinunce: display da 6,2" & Galaxy AI.',
        });
        expect(meta).toContainEqual({
            tagName: 'link',
            rel: 'canonical',
            href: 'https://negozio.example/it/p/SM-A556B%2FDS',
        });
        expect(meta).toContainEqual({ property: 'og:type', content: 'product' });
        expect(meta).toContainEqual({ property: 'og:url', content: 'https://negozio.example/it/p/SM-A556B%2FDS' });
        expect(meta).toContainEqual({
            property: 'og:image',
            content: 'https://negozio.example/assets/a1/s25-blu.png?preset=gallery',
        });
        expect(meta).toContainEqual({ property: 'product:price:amount', content: '799.00' });
        expect(meta).toContainEqual({ property: 'product:price:currency', content: 'EUR' });
    });

    it('preloads the gallery picture of the variant the address chooses, in AVIF at the gallery’s shown size', () => {
        const preloads = (search?: URLSearchParams) =>
            productPageMeta(page(), 'Scintilla', search).filter(tag => 'rel' in tag && tag.rel === 'preload');
        const avif = (file: string, width: number) =>
            `/assets/${file}?w=${width}&h=${Math.round((width * 1340) / 1080)}&mode=resize&format=avif ${width}w`;
        expect(preloads()).toEqual([
            expect.objectContaining({
                as: 'image',
                type: 'image/avif',
                fetchPriority: 'high',
                imageSizes: GALLERY_SIZES,
            }),
        ]);
        expect(preloads()[0]).toMatchObject({ imageSrcSet: expect.stringContaining(avif('a1/s25-blu.png', 720)) });
        // Verde's picture is the second: the page opens on it, so that is the one fetched first.
        const verde = preloads(new URLSearchParams({ variant: 'SM-S931B-256GB-VERD' }));
        expect(verde).toHaveLength(1);
        expect(verde[0]).toMatchObject({ imageSrcSet: expect.stringContaining(avif('a2/s25-verde.png', 360)) });
        expect(preloads(new URLSearchParams({ colore: 'azzurro', taglia: '128-gb' }))[0]).toMatchObject({
            imageSrcSet: expect.stringContaining(avif('a3/s25-azzurro.png', 1080)),
        });
        // Without pictures the page shows the placeholder and preloads nothing.
        expect(productPageMeta(page({ ...galaxyS25(), images: [] }), 'Scintilla')).not.toContainEqual(
            expect.objectContaining({ rel: 'preload' }),
        );
    });

    it('canonical is the /p/ route whatever route served the page', () => {
        expect(canonicalUrl({ origin: ORIGIN, locale: 'it' }, 'MTJV3ZM/A')).toBe(
            'https://negozio.example/it/p/MTJV3ZM%2FA',
        );
    });
});

describe('productJsonLd', () => {
    it('describes a product whose variants differ in price with an AggregateOffer', () => {
        const ld = productJsonLd(page(), null);
        expect(ld).toMatchObject({
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: 'Samsung Galaxy S25',
            sku: 'SM-S931B',
            brand: { '@type': 'Brand', name: 'Samsung' },
            url: 'https://negozio.example/it/p/SM-S931B',
            offers: {
                '@type': 'AggregateOffer',
                priceCurrency: 'EUR',
                lowPrice: '799.00',
                highPrice: '869.00',
                offerCount: 5,
                availability: 'https://schema.org/InStock',
            },
        });
        expect(ld).not.toHaveProperty('mpn');
        expect(ld).not.toHaveProperty('aggregateRating');
        expect(ld.image).toEqual([
            'https://negozio.example/assets/a1/s25-blu.png?preset=gallery',
            'https://negozio.example/assets/a2/s25-verde.png?preset=gallery',
            'https://negozio.example/assets/a3/s25-azzurro.png?preset=gallery',
        ]);
    });

    it('describes the chosen variant with its SKU, article code, price and availability', () => {
        const product = galaxyS25();
        const soldOut = product.variants.find(v => v.sku === 'SM-S931B-256GB-VERD')!;
        expect(productJsonLd(page(product), soldOut)).toMatchObject({
            sku: 'SM-S931B-256GB-VERD',
            mpn: 'ART-SM-S931B-256GB-VERD',
            offers: {
                '@type': 'Offer',
                price: '869.00',
                priceCurrency: 'EUR',
                availability: 'https://schema.org/OutOfStock',
            },
        });
    });

    it('uses the only variant of a simple product, with the Omnibus reference as the struck-through price', () => {
        expect(productJsonLd(page(washingMachine()), null)).toMatchObject({
            sku: 'WGG244A9II',
            mpn: 'ART1234567',
            description: 'Lavatrice silenziosa .',
            offers: {
                '@type': 'Offer',
                price: '699.00',
                priceSpecification: [
                    { '@type': 'UnitPriceSpecification', price: '699.00', priceCurrency: 'EUR' },
                    {
                        '@type': 'UnitPriceSpecification',
                        priceType: 'https://schema.org/StrikethroughPrice',
                        price: '749.00',
                        priceCurrency: 'EUR',
                    },
                ],
                availability: 'https://schema.org/InStock',
            },
        });
    });

    it('names no struck-through price when no reduction is announced', () => {
        const product = washingMachine();
        product.variants[0]!.lowestPrice30Days = 69900;
        const ld = productJsonLd(page(product), null);
        expect(ld.offers).toMatchObject({ '@type': 'Offer', price: '699.00' });
        expect(ld.offers).not.toHaveProperty('priceSpecification');
    });
});

describe('breadcrumbListJsonLd and scriptJson', () => {
    it('lists Home, the categories and the product with absolute URLs', () => {
        const ld = breadcrumbListJsonLd(ORIGIN, 'it', 'Home', galaxyS25().breadcrumbs, {
            name: 'Samsung Galaxy S25',
            url: 'https://negozio.example/it/p/SM-S931B',
        });
        expect(ld.itemListElement).toEqual([
            { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://negozio.example/it' },
            { '@type': 'ListItem', position: 2, name: 'Telefonia', item: 'https://negozio.example/it/c/telefonia' },
            {
                '@type': 'ListItem',
                position: 3,
                name: 'Smartphone Android',
                item: 'https://negozio.example/it/c/smartphone-android',
            },
            {
                '@type': 'ListItem',
                position: 4,
                name: 'Samsung Galaxy S25',
                item: 'https://negozio.example/it/p/SM-S931B',
            },
        ]);
    });

    it('cannot close its script element', () => {
        const json = scriptJson({ name: '</script><script>alert(1)</script>' });
        expect(json).not.toContain('</script>');
        expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
    });
});
