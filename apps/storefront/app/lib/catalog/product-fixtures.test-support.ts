// Product page data for unit tests, shaped like the demo catalog's Samsung Galaxy S25 (colour × storage, one variant
// sold out, one nearly), a discounted washing machine with an energy label (on the market for less than 30 days), and the service cards products offer.
import type { ProductDetail, ProductVariant } from '~/components/catalog/product-page.fragment';

function variant(
    sku: string,
    colore: [string, string],
    taglia: [string, string],
    price: number,
    lowestPrice30Days: number | null,
    onlyXLeft: number | null,
    imageIndex: number,
): ProductVariant {
    return {
        id: sku,
        sku,
        merchantSku: `ART-${sku}`,
        name: `Samsung Galaxy S25 ${colore[1]} ${taglia[1]}`,
        options: [
            { group: 'colore', code: colore[0], name: colore[1] },
            { group: 'taglia', code: taglia[0], name: taglia[1] },
        ],
        price,
        lowestPrice30Days,
        lowestPricePeriodDays: lowestPrice30Days === null ? null : 30,
        lowestPriceSince: null,
        stockStatus: onlyXLeft === null ? 'OUT_OF_STOCK' : 'IN_STOCK',
        onlyXLeft,
        imageIndex,
    };
}

const BLU: [string, string] = ['blu', 'Blu'];
const VERDE: [string, string] = ['verde', 'Verde'];
const AZZURRO: [string, string] = ['azzurro', 'Azzurro'];
const GB128: [string, string] = ['128-gb', '128 GB'];
const GB256: [string, string] = ['256-gb', '256 GB'];

export function galaxyS25(): ProductDetail {
    return {
        id: '1',
        code: 'SM-S931B',
        slug: 'samsung-galaxy-s25',
        name: 'Samsung Galaxy S25',
        description: '<p>Compatto ma senza rinunce: display da 6,2&quot; &amp; Galaxy AI.</p>',
        brand: 'Samsung',
        condition: 'Nuovo',
        isVirtual: false,
        energyClass: 'A',
        productSheetUrl: 'https://eprel.ec.europa.eu/qr/123456',
        specifications: [
            { label: 'Display', value: '6,2" Dynamic AMOLED 2X, 120 Hz' },
            { label: 'RAM', value: '12 GB' },
        ],
        images: [
            { url: 'http://127.0.0.1:3001/assets/a1/s25-blu.png', width: 1080, height: 1340, alt: 'Galaxy S25 Blu' },
            {
                url: 'http://127.0.0.1:3001/assets/a2/s25-verde.png',
                width: 1080,
                height: 1340,
                alt: 'Galaxy S25 Verde',
            },
            {
                url: 'http://127.0.0.1:3001/assets/a3/s25-azzurro.png',
                width: 1080,
                height: 1340,
                alt: 'Galaxy S25 Azzurro',
            },
        ],
        breadcrumbs: [
            { slug: 'telefonia', name: 'Telefonia' },
            { slug: 'smartphone-android', name: 'Smartphone Android' },
        ],
        optionGroups: [
            {
                code: 'colore',
                name: 'Colore',
                values: [
                    { code: 'blu', name: 'Blu' },
                    { code: 'verde', name: 'Verde' },
                    { code: 'azzurro', name: 'Azzurro' },
                ],
            },
            {
                code: 'taglia',
                name: 'Taglia',
                values: [
                    { code: '128-gb', name: '128 GB' },
                    { code: '256-gb', name: '256 GB' },
                ],
            },
        ],
        variants: [
            variant('SM-S931B-128GB-BLU', BLU, GB128, 79900, 92900, 30, 0),
            variant('SM-S931B-256GB-BLU', BLU, GB256, 86900, 98900, 30, 0),
            variant('SM-S931B-128GB-VERD', VERDE, GB128, 79900, 92900, 30, 1),
            variant('SM-S931B-256GB-VERD', VERDE, GB256, 86900, 98900, null, 1),
            variant('SM-S931B-128GB-AZZU', AZZURRO, GB128, 79900, 92900, 3, 2),
        ],
        related: [],
        services: [],
        updatedAt: '2026-01-10T10:00:00.000Z',
    };
}

export function washingMachine(): ProductDetail {
    return {
        id: '2',
        code: 'WGG244A9II',
        slug: 'bosch-serie-6-lavatrice',
        name: 'Bosch Serie 6 lavatrice 9 kg',
        description: '<p>Lavatrice <strong>silenziosa</strong>.</p>',
        brand: 'Bosch',
        condition: 'Nuovo',
        isVirtual: false,
        energyClass: 'A',
        productSheetUrl: 'https://eprel.ec.europa.eu/qr/654321',
        specifications: [{ label: 'Capacità', value: '9 kg' }],
        images: [{ url: '/assets/b1/wgg244.png', width: 1080, height: 1340, alt: '' }],
        breadcrumbs: [{ slug: 'lavatrici', name: 'Lavatrici' }],
        optionGroups: [],
        variants: [
            {
                id: '20',
                sku: 'WGG244A9II',
                merchantSku: 'ART1234567',
                name: 'Bosch Serie 6 lavatrice 9 kg',
                options: [],
                price: 69900,
                // On the market for 12 days before the reduction, at 749 €.
                lowestPrice30Days: 74900,
                lowestPricePeriodDays: 12,
                lowestPriceSince: '2025-12-20T09:00:00.000Z',
                stockStatus: 'IN_STOCK',
                onlyXLeft: 18,
                imageIndex: 0,
            },
        ],
        related: [],
        services: [],
        updatedAt: '2026-01-10T10:00:00.000Z',
    };
}

/**
 * A service as the catalog lists it under the products it applies to: virtual, one variant, its SKU the code, and
 * the price band of the products it is for (unbounded unless given).
 */
export function serviceCard(
    sku: string,
    name: string,
    price: number,
    band: { above?: number; upTo?: number } = {},
): ProductDetail['services'][number] {
    return {
        variantId: `v-${sku}`,
        code: sku,
        name,
        sku,
        brand: null,
        condition: 'Nuovo',
        price,
        lowestPrice30Days: null,
        lowestPricePeriodDays: null,
        lowestPriceSince: null,
        priceMax: price,
        colorCount: 0,
        variantCount: 1,
        energyClass: null,
        image: null,
        inStock: true,
        onlyXLeft: null,
        isVirtual: true,
        category: { slug: 'servizi', name: 'Servizi' },
        servicePriceAbove: band.above ?? null,
        servicePriceUpTo: band.upTo ?? null,
    };
}
