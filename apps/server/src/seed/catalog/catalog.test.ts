// Guards the demo catalog's invariants that the seed and its e2e tests rely on, and checks the generated pictures are real.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { catalog } from './index';
import { productPictures } from '../catalog-import';
import { productSvg, renderLogo, renderPlaceholder, renderProductImage } from './images';
import type { SeedCategory, SeedProduct, SeedVariant } from './types';

const { categories, products } = catalog;

function flatten(nodes: SeedCategory[], depth = 1): Array<{ node: SeedCategory; depth: number }> {
    return nodes.flatMap(node => [{ node, depth }, ...flatten(node.children ?? [], depth + 1)]);
}

const allCategories = flatten(categories);
const slugs = new Set(allCategories.map(c => c.node.slug));
const leafSlugs = new Set(allCategories.filter(c => !c.node.children?.length).map(c => c.node.slug));
const servizi = categories.find(c => c.slug === 'servizi');
const serviceLeaves = new Set(
    servizi
        ? flatten([servizi])
              .filter(c => !c.node.children?.length)
              .map(c => c.node.slug)
        : [],
);
const allVariants: Array<{ product: SeedProduct; variant: SeedVariant }> = products.flatMap(product =>
    product.variants.map(variant => ({ product, variant })),
);
const physical = allVariants.filter(({ product }) => !product.isVirtual);
const hasEnergyClass = [
    'tv-oled',
    'tv-led',
    'smartphone-android',
    'iphone',
    'smartphone-ricondizionati',
    'tablet-android',
    'ipad',
    'notebook',
    'lavatrici',
    'asciugatrici',
    'lavastoviglie',
    'frigoriferi',
    'forni',
];
const energyClassAllowed = new Set([...hasEnergyClass, 'monitor', 'congelatori', 'condizionatori']);

describe('category tree', () => {
    it('has the required top-level departments', () => {
        const top = categories.map(c => c.name);
        for (const name of [
            'Telefonia',
            'TV e Audio',
            'Informatica',
            'Grandi elettrodomestici',
            'Piccoli elettrodomestici',
            'Gaming',
            'Foto e Video',
            'Servizi',
        ]) {
            expect(top).toContain(name);
        }
        expect(servizi?.name).toBe('Servizi');
    });

    it('is at least 3 levels deep', () => {
        expect(Math.max(...allCategories.map(c => c.depth))).toBeGreaterThanOrEqual(3);
    });

    it('has unique lower-case kebab slugs, Italian names and descriptions', () => {
        expect(slugs.size).toBe(allCategories.length);
        for (const { node } of allCategories) {
            expect(node.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
            expect(node.name.trim().length).toBeGreaterThan(0);
            expect(node.description.trim().length).toBeGreaterThan(10);
        }
    });

    it('keeps the example families in place', () => {
        for (const slug of [
            'lavatrici',
            'asciugatrici',
            'lavastoviglie',
            'smartphone-android',
            'iphone',
            'tv-oled',
            'tv-led',
            'cuffie',
            'soundbar',
            'speaker',
            'notebook',
            'monitor',
            'stampanti',
            'garanzie',
            'installazione',
            'consegna',
            'ritiro-usato',
        ]) {
            expect(leafSlugs.has(slug), slug).toBe(true);
        }
    });
});

describe('products', () => {
    it('has at least 160 products', () => {
        expect(products.length).toBeGreaterThanOrEqual(160);
    });

    it('has unique upper-case merchant codes', () => {
        const codes = products.map(p => p.code);
        expect(new Set(codes).size).toBe(codes.length);
        for (const code of codes) {
            expect(code).toMatch(/^[A-Z0-9][A-Z0-9/-]*$/);
        }
    });

    it('has two or three products with a forward slash in the code and in a variant sku', () => {
        const slashCodes = products.filter(p => p.code.includes('/'));
        const slashSkus = products.filter(p => p.variants.some(v => v.sku.includes('/')));
        expect(slashCodes.length).toBeGreaterThanOrEqual(2);
        expect(slashCodes.length).toBeLessThanOrEqual(3);
        expect(slashSkus.map(p => p.code).sort()).toEqual(slashCodes.map(p => p.code).sort());
    });

    it('has unique, well-formed slugs', () => {
        const all = products.map(p => p.slug);
        expect(new Set(all).size).toBe(all.length);
        for (const slug of all) {
            expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        }
    });

    it('has catalog-wide unique SKUs and non-empty merchant SKUs', () => {
        const skus = allVariants.map(({ variant }) => variant.sku);
        expect(new Set(skus).size).toBe(skus.length);
        const merchantSkus = allVariants.map(({ variant }) => variant.merchantSku);
        for (const m of merchantSkus) {
            expect(m.trim().length).toBeGreaterThan(0);
        }
        expect(new Set(merchantSkus).size).toBe(merchantSkus.length);
    });

    it('files every product under an existing leaf category', () => {
        for (const p of products) {
            expect(leafSlugs.has(p.categorySlug), `${p.code} -> ${p.categorySlug}`).toBe(true);
        }
    });

    it('has names, brands, 2-3 sentence descriptions and 4-8 spec rows', () => {
        for (const p of products) {
            expect(p.name.trim().length, p.code).toBeGreaterThan(3);
            expect(p.brand.trim().length, p.code).toBeGreaterThan(1);
            const text = p.description.replace(/<[^>]+>/g, ' ');
            const sentences = text.split(/[.!?](?=\s|$)/).filter(s => s.trim().length > 10);
            expect(sentences.length, p.code).toBeGreaterThanOrEqual(2);
            expect(sentences.length, p.code).toBeLessThanOrEqual(3);
            expect(p.specs.length, p.code).toBeGreaterThanOrEqual(4);
            expect(p.specs.length, p.code).toBeLessThanOrEqual(8);
            for (const [label, value] of p.specs) {
                expect(label.trim().length, p.code).toBeGreaterThan(0);
                expect(value.trim().length, p.code).toBeGreaterThan(0);
            }
        }
    });

    it('uses real manufacturer labels across departments', () => {
        const brands = new Set(products.map(p => p.brand));
        for (const b of [
            'Samsung',
            'Apple',
            'Xiaomi',
            'Sony',
            'LG',
            'Bosch',
            'Dyson',
            "De'Longhi",
            'Nintendo',
            'Logitech',
            'Epson',
            'Whirlpool',
            'Smeg',
        ]) {
            expect(brands.has(b), b).toBe(true);
        }
    });

    it('has a CSS hex accent on every image', () => {
        for (const p of products) {
            expect(p.image.accent, p.code).toMatch(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);
        }
    });
});

describe('conditions', () => {
    it('is mostly new, with at least 8 refurbished and 4 used products', () => {
        const count = (c: string) => products.filter(p => p.condition === c).length;
        expect(count('Nuovo')).toBeGreaterThan(products.length / 2);
        expect(count('Ricondizionato')).toBeGreaterThanOrEqual(8);
        expect(count('Usato')).toBeGreaterThanOrEqual(4);
    });
});

describe('facets', () => {
    it('uses realistic value formats', () => {
        for (const p of products) {
            const f = p.facets;
            if (f.memoria !== undefined) expect(f.memoria, p.code).toMatch(/^\d+ (GB|TB)$/);
            if (f.ram !== undefined) expect(f.ram, p.code).toMatch(/^\d+ GB$/);
            if (f.processore !== undefined) expect(f.processore.trim().length, p.code).toBeGreaterThan(2);
            if (f.dimensioni_schermo !== undefined) expect(f.dimensioni_schermo, p.code).toMatch(/^\d+(,\d+)?"$/);
            if (f.classe_energetica !== undefined) {
                expect(f.classe_energetica, p.code).toMatch(/^[A-G]$/);
                expect(energyClassAllowed.has(p.categorySlug), `${p.code} in ${p.categorySlug}`).toBe(true);
                expect(p.specs.find(([l]) => l === 'Classe energetica')?.[1], p.code).toBe(f.classe_energetica);
            }
        }
    });

    it('never shows a "+" energy class anywhere', () => {
        for (const p of products) {
            for (const [label, value] of p.specs) {
                if (/classe energetica/i.test(label)) expect(value, p.code).toMatch(/^[A-G]$/);
            }
        }
    });

    it('gives every TV, smartphone, tablet, laptop and large appliance an energy class', () => {
        for (const p of products.filter(x => hasEnergyClass.includes(x.categorySlug))) {
            expect(p.facets.classe_energetica, p.code).toBeDefined();
        }
    });

    it('gives most products at least one facet', () => {
        const withFacet = products.filter(p => Object.keys(p.facets).length > 0).length;
        expect(withFacet).toBeGreaterThan(products.length / 2);
    });
});

describe('variants', () => {
    it('has at least 24 products with more than one variant, keyed by colore and/or taglia', () => {
        const multi = products.filter(p => p.variants.length > 1);
        expect(multi.length).toBeGreaterThanOrEqual(24);
        for (const p of multi) {
            const keys = p.variants.map(v =>
                Object.keys(v.options ?? {})
                    .sort()
                    .join(','),
            );
            expect(keys[0], p.code).toMatch(/^(colore|taglia|colore,taglia)$/);
            expect(new Set(keys).size, p.code).toBe(1);
            const combos = p.variants.map(v => `${v.options?.colore ?? ''}|${v.options?.taglia ?? ''}`);
            expect(new Set(combos).size, p.code).toBe(combos.length);
        }
    });

    it('leaves options off single-variant products', () => {
        for (const p of products.filter(x => x.variants.length === 1)) {
            expect(p.variants[0].options, p.code).toBeUndefined();
        }
    });

    it('has at least 5 products with more than 5 (and at most 8) colours', () => {
        const colourful = products.filter(
            p => new Set(p.variants.map(v => v.options?.colore).filter(Boolean)).size > 5,
        );
        expect(colourful.length).toBeGreaterThanOrEqual(5);
        for (const p of colourful) {
            expect(new Set(p.variants.map(v => v.options?.colore)).size, p.code).toBeLessThanOrEqual(8);
        }
    });
});

describe('prices and offers', () => {
    it('uses positive integer cents, with offers being real 5-40 % discounts', () => {
        for (const { product, variant } of allVariants) {
            expect(Number.isInteger(variant.price), variant.sku).toBe(true);
            expect(variant.price, variant.sku).toBeGreaterThan(0);
            if (variant.regularPrice !== undefined) {
                expect(Number.isInteger(variant.regularPrice), variant.sku).toBe(true);
                expect(variant.regularPrice, variant.sku).toBeGreaterThan(variant.price);
                const discount = 100 - (variant.price / variant.regularPrice) * 100;
                expect(discount, `${product.code} ${variant.sku}`).toBeGreaterThanOrEqual(5);
                expect(discount, `${product.code} ${variant.sku}`).toBeLessThanOrEqual(40);
            }
        }
    });

    it('has at least 25 products on offer', () => {
        const onOffer = products.filter(p =>
            p.variants.some(v => v.regularPrice !== undefined && v.regularPrice > v.price),
        );
        expect(onOffer.length).toBeGreaterThanOrEqual(25);
    });

    it('has physical products at exactly 99,99 € and 100,00 € around the free-shipping threshold', () => {
        expect(physical.some(({ variant }) => variant.price === 9999)).toBe(true);
        expect(physical.some(({ variant }) => variant.price === 10000)).toBe(true);
    });
});

describe('stock', () => {
    it('keeps most physical variants well stocked', () => {
        const plenty = physical.filter(({ variant }) => variant.stock >= 10 && variant.stock <= 200).length;
        expect(plenty).toBeGreaterThan(physical.length / 2);
        for (const { variant } of physical) {
            expect(Number.isInteger(variant.stock), variant.sku).toBe(true);
            expect(variant.stock, variant.sku).toBeGreaterThanOrEqual(0);
        }
    });

    it('has at least 10 low-stock and 8 out-of-stock physical variants', () => {
        expect(
            physical.filter(({ variant }) => variant.stock >= 1 && variant.stock <= 5).length,
        ).toBeGreaterThanOrEqual(10);
        expect(physical.filter(({ variant }) => variant.stock === 0).length).toBeGreaterThanOrEqual(8);
    });

    it('has at least two physical products with every variant out of stock', () => {
        const soldOut = products.filter(p => !p.isVirtual && p.variants.every(v => v.stock === 0));
        expect(soldOut.length).toBeGreaterThanOrEqual(2);
    });
});

describe('virtual products and services', () => {
    it('has services plus at least two other virtual products, all with a price', () => {
        const virtual = products.filter(p => p.isVirtual);
        const nonService = virtual.filter(p => !serviceLeaves.has(p.categorySlug));
        expect(nonService.length).toBeGreaterThanOrEqual(2);
        for (const p of virtual) {
            for (const v of p.variants) expect(v.price, v.sku).toBeGreaterThan(0);
        }
    });

    it('has at least 8 virtual service products filed under servizi leaves', () => {
        const services = products.filter(p => serviceLeaves.has(p.categorySlug));
        expect(services.length).toBeGreaterThanOrEqual(8);
        for (const p of services) {
            expect(p.isVirtual, p.code).toBe(true);
            expect(p.image.kind, p.code).toBe('service');
            expect(p.serviceFor?.length, p.code).toBeGreaterThan(0);
        }
    });

    it('points serviceFor only at existing categories, and only on services', () => {
        for (const p of products) {
            if (!serviceLeaves.has(p.categorySlug)) {
                expect(p.serviceFor, p.code).toBeUndefined();
                expect(p.image.kind, p.code).not.toBe('service');
                continue;
            }
            for (const slug of p.serviceFor ?? []) {
                expect(slugs.has(slug), `${p.code} -> ${slug}`).toBe(true);
                expect(slug, p.code).not.toBe('servizi');
            }
        }
    });

    it('covers the expected service needs', () => {
        const targets = new Set(products.flatMap(p => p.serviceFor ?? []));
        for (const slug of [
            'telefonia',
            'informatica',
            'tv-e-audio',
            'lavatrici',
            'grandi-elettrodomestici',
            'televisori',
        ]) {
            expect(targets.has(slug), slug).toBe(true);
        }
    });
});

describe('images', () => {
    async function assertNotBlank(png: Buffer, width: number, height: number): Promise<void> {
        const image = sharp(png);
        const meta = await image.metadata();
        expect(meta.format).toBe('png');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(height);
        const stats = await image.stats();
        const rgb = stats.channels.slice(0, 3);
        expect(Math.max(...rgb.map(c => c.stdev))).toBeGreaterThan(12);
        expect(Math.max(...rgb.map(c => c.max - c.min))).toBeGreaterThan(100);
        // Count distinct colours on a downscaled copy: a flat or two-tone picture would fail.
        const { data } = await sharp(png).resize(108, 134).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        const colours = new Set<number>();
        for (let i = 0; i < data.length; i += 3) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
        expect(colours.size).toBeGreaterThan(20);
    }

    it('renders distinct, non-blank product pictures for several kinds', async () => {
        const kinds = ['smartphone', 'tv', 'washing-machine', 'fridge', 'laptop', 'service'];
        const samples = kinds.map(k => products.find(p => p.image.kind === k)!);
        const buffers: Buffer[] = [];
        for (const p of samples) {
            expect(p).toBeDefined();
            const png = await renderProductImage(p, p.variants[0]);
            await assertNotBlank(png, 1080, 1340);
            buffers.push(png);
        }
        for (let i = 0; i < buffers.length; i++) {
            for (let j = i + 1; j < buffers.length; j++) expect(buffers[i].equals(buffers[j])).toBe(false);
        }
    });

    it('differs between two products of the same kind and between colour variants, and is deterministic', async () => {
        const phones = products.filter(p => p.image.kind === 'smartphone');
        const a = await renderProductImage(phones[0]);
        const b = await renderProductImage(phones[1]);
        expect(a.equals(b)).toBe(false);
        const colourful = products.find(p => p.variants.length > 5 && p.variants[0].options?.colore)!;
        const first = await renderProductImage(colourful, colourful.variants[0]);
        const second = await renderProductImage(colourful, colourful.variants[1]);
        expect(first.equals(second)).toBe(false);
        expect((await renderProductImage(colourful, colourful.variants[0])).equals(first)).toBe(true);
    });

    it('labels a colour picture with its colour only, as every size of that colour shows it', () => {
        const macbook = products.find(p => p.code === 'MRXN3T-A')!;
        const pictures = productPictures(macbook);
        // The product picture and one per colour, whatever the sizes.
        expect([...pictures.keys()]).toEqual([
            'products/apple-macbook-air-13-m3.png',
            'products/apple-macbook-air-13-m3--mezzanotte.png',
            'products/apple-macbook-air-13-m3--galassia.png',
            'products/apple-macbook-air-13-m3--argento.png',
            'products/apple-macbook-air-13-m3--grigio-siderale.png',
        ]);
        const silver = productSvg(macbook, pictures.get('products/apple-macbook-air-13-m3--argento.png'));
        expect(silver).toContain('>Argento</text>');
        expect(silver).not.toContain('Argento · ');
        // The product picture names no option.
        expect(productSvg(macbook, pictures.get('products/apple-macbook-air-13-m3.png'))).not.toContain('Mezzanotte');
    });

    it('draws a picture for every image kind used in the catalog', async () => {
        const byKind = new Map(products.map(p => [p.image.kind, p] as const));
        for (const p of byKind.values()) {
            const stats = await sharp(await renderProductImage(p)).stats();
            expect(Math.max(...stats.channels.slice(0, 3).map(c => c.stdev)), p.image.kind).toBeGreaterThan(12);
        }
    }, 30000);

    it('renders logos and the placeholder', async () => {
        for (const kind of ['brand', 'payment', 'social'] as const) {
            const png = await renderLogo('Samsung', kind);
            const meta = await sharp(png).metadata();
            expect(meta.format).toBe('png');
            expect(meta.width).toBe(240);
            expect(meta.height).toBe(120);
            const stats = await sharp(png).stats();
            expect(Math.max(...stats.channels.slice(0, 3).map(c => c.stdev))).toBeGreaterThan(10);
        }
        expect((await renderLogo('Visa', 'payment')).equals(await renderLogo('PayPal', 'payment'))).toBe(false);
        const placeholder = await renderPlaceholder();
        const meta = await sharp(placeholder).metadata();
        expect([meta.width, meta.height]).toEqual([1080, 1340]);
        const stats = await sharp(placeholder).stats();
        expect(Math.max(...stats.channels.slice(0, 3).map(c => c.stdev))).toBeGreaterThan(5);
    });
});
