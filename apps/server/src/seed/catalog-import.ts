/** Turns the demo catalog data into Vendure facets, products, variants, images and categories (collections). */
import fs from 'node:fs/promises';
import path from 'node:path';

import { INestApplicationContext } from '@nestjs/common';
import {
    CollectionService,
    Facet,
    FacetService,
    FacetValueService,
    ID,
    Importer,
    LanguageCode,
    ParsedFacet,
    ParsedProductWithVariants,
    RequestContext,
} from '@vendure/core';

import { GlobalFlag } from '@vendure/common/lib/generated-types';
import { normalizeString } from '@vendure/common/lib/normalize-string';

import { hash } from './catalog/helpers';
import { renderProductImage } from './catalog/images';
import { colourFamily } from './catalog/colour-families';
import { SeedCatalog, SeedCategory, SeedProduct, SeedVariant, TechnicalFacet } from './catalog/types';

const it = LanguageCode.it;

/** Facet codes follow the attribute names of requirements §3; names are what shoppers read. */
export const facetDefinitions: Array<{ code: string; name: string; isPrivate?: boolean }> = [
    { code: 'categoria', name: 'Categoria', isPrivate: true },
    { code: 'manufacturer', name: 'Marca' },
    { code: 'condizione', name: 'Condizione' },
    { code: 'colore', name: 'Colore' },
    { code: 'taglia', name: 'Taglia' },
    { code: 'memoria', name: 'Memoria' },
    { code: 'ram', name: 'RAM' },
    { code: 'processore', name: 'Processore' },
    { code: 'classe_energetica', name: 'Classe energetica' },
    { code: 'dimensioni_schermo', name: 'Pollici' },
];

const technicalFacets: TechnicalFacet[] = ['memoria', 'ram', 'processore', 'classe_energetica', 'dimensioni_schermo'];

/** Every category with its ancestors' slugs, root first. */
export function categoryPaths(categories: SeedCategory[]): Map<string, SeedCategory[]> {
    const paths = new Map<string, SeedCategory[]>();
    const walk = (list: SeedCategory[], ancestors: SeedCategory[]) => {
        for (const category of list) {
            const trail = [...ancestors, category];
            paths.set(category.slug, trail);
            walk(category.children ?? [], trail);
        }
    };
    walk(categories, []);
    return paths;
}

function facet(code: string, value: string): ParsedFacet {
    return { translations: [{ languageCode: it, facet: code, value }] };
}

function imageFileName(product: SeedProduct, variant?: SeedVariant): string {
    const colour = variant?.options?.colore;
    return colour ? `products/${product.slug}--${normalizeString(colour, '-')}.png` : `products/${product.slug}.png`;
}

/**
 * The pictures a product has, by file: one per colour when the product has colours (shared by every size of that
 * colour, so it names the colour only: a 128 GB choice must not show a picture saying 256 GB), else one for the
 * whole product, naming no option. The variant given is what the picture is drawn and labelled from.
 */
export function productPictures(product: SeedProduct): Map<string, SeedVariant | undefined> {
    const pictures = new Map<string, SeedVariant | undefined>([[imageFileName(product), undefined]]);
    for (const variant of product.variants) {
        const colore = variant.options?.colore;
        const file = imageFileName(product, variant);
        if (colore && !pictures.has(file)) {
            pictures.set(file, { ...variant, options: { colore } });
        }
    }
    return pictures;
}

/** Writes each product's pictures once into the import folder; a picture already there is reused. */
export async function renderCatalogImages(catalog: SeedCatalog, importAssetsDir: string): Promise<void> {
    await fs.mkdir(path.join(importAssetsDir, 'products'), { recursive: true });
    const jobs: Array<() => Promise<void>> = [];
    for (const product of catalog.products) {
        for (const [file, variant] of productPictures(product)) {
            jobs.push(async () => {
                const target = path.join(importAssetsDir, file);
                const exists = await fs.stat(target).then(
                    () => true,
                    () => false,
                );
                if (!exists) {
                    await fs.writeFile(target, await renderProductImage(product, variant));
                }
            });
        }
    }
    // A few at a time: the image library already uses every core for each picture.
    const concurrency = 4;
    for (let i = 0; i < jobs.length; i += concurrency) {
        await Promise.all(jobs.slice(i, i + concurrency).map(job => job()));
    }
}

/**
 * Demo link to the product information sheet of a product with an energy label, shaped like EPREL's public
 * QR links; the registration number is derived from the product code.
 */
export function productSheetUrlFor(product: SeedProduct): string | undefined {
    if (!product.facets.classe_energetica) {
        return undefined;
    }
    return `https://eprel.ec.europa.eu/qr/${100000 + (hash(product.code) % 9900000)}`;
}

/**
 * The filter facet a variant's option value goes under, named for what it is: a colour under its family (the option
 * keeps the maker's shade, catalog/colour-families.ts), a storage size under Memoria, a screen size under Pollici, a
 * garment-like size under Taglia; a pack size ("2 unità") is no filter.
 */
export function variantFacets(key: 'colore' | 'taglia', value: string): ParsedFacet[] {
    if (key === 'colore') {
        return [facet('colore', colourFamily(value))];
    }
    if (/^\d+(,\d+)?"$/.test(value)) {
        return [facet('dimensioni_schermo', value)];
    }
    if (/^\d+ (GB|TB)$/.test(value)) {
        return [facet('memoria', value)];
    }
    return /unità$/.test(value) ? [] : [facet('taglia', value)];
}

export function toImportRows(catalog: SeedCatalog): ParsedProductWithVariants[] {
    const paths = categoryPaths(catalog.categories);
    // Colore and taglia are option groups shared by every product: the importer creates each shared group from
    // its first occurrence, so that occurrence must carry every value the catalog uses.
    const sharedValues = {
        colore: [
            ...new Set(catalog.products.flatMap(p => p.variants.map(v => v.options?.colore).filter(Boolean))),
        ] as string[],
        taglia: [
            ...new Set(catalog.products.flatMap(p => p.variants.map(v => v.options?.taglia).filter(Boolean))),
        ] as string[],
    };
    return catalog.products.map(product => {
        const trail = paths.get(product.categorySlug);
        if (!trail) {
            throw new Error(`Product ${product.code} names an unknown category "${product.categorySlug}"`);
        }
        const optionKeys = (['colore', 'taglia'] as const).filter(key => product.variants[0].options?.[key]);
        const variantImages = [...new Set(product.variants.map(v => imageFileName(product, v)))];
        const productImages = optionKeys.includes('colore') ? variantImages : [imageFileName(product)];
        return {
            product: {
                assetPaths: productImages,
                optionGroups: optionKeys.map(key => ({
                    code: key,
                    translations: [
                        {
                            languageCode: it,
                            name: key === 'colore' ? 'Colore' : 'Taglia',
                            values: sharedValues[key],
                        },
                    ],
                })),
                facets: [
                    ...trail.map(category => facet('categoria', category.slug)),
                    facet('manufacturer', product.brand),
                    facet('condizione', product.condition),
                    ...technicalFacets.filter(key => product.facets[key]).map(key => facet(key, product.facets[key]!)),
                ],
                translations: [
                    {
                        languageCode: it,
                        name: product.name,
                        slug: product.slug,
                        description: product.description,
                        customFields: {
                            productCode: product.code,
                            isVirtual: String(Boolean(product.isVirtual)),
                            specifications: JSON.stringify(product.specs),
                            serviceFor: (product.serviceFor ?? []).join('|'),
                            servicePriceAbove: String(product.servicePriceBand?.above ?? ''),
                            servicePriceUpTo: String(product.servicePriceBand?.upTo ?? ''),
                            productSheetUrl: productSheetUrlFor(product) ?? '',
                        },
                    },
                ],
            },
            variants: product.variants.map(variant => ({
                sku: variant.sku,
                // The importer takes major units and stores cents.
                price: variant.price / 100,
                taxCategory: 'IVA 22%',
                stockOnHand: product.isVirtual ? 0 : variant.stock,
                trackInventory: product.isVirtual ? GlobalFlag.FALSE : GlobalFlag.TRUE,
                assetPaths: optionKeys.includes('colore') ? [imageFileName(product, variant)] : [],
                facets: optionKeys.flatMap(key => variantFacets(key, variant.options![key]!)),
                translations: [
                    {
                        languageCode: it,
                        optionValues: optionKeys.map(key => variant.options![key]!),
                        customFields: {
                            merchantSku: variant.merchantSku,
                            regularPrice: variant.regularPrice ? String(variant.regularPrice) : '',
                        },
                    },
                ],
            })),
        };
    });
}

async function createFacets(app: INestApplicationContext, ctx: RequestContext, catalog: SeedCatalog) {
    const facetService = app.get(FacetService);
    const facetValueService = app.get(FacetValueService);
    const created = new Map<string, Facet>();
    for (const definition of facetDefinitions) {
        const entity = await facetService.create(ctx, {
            code: definition.code,
            isPrivate: definition.isPrivate ?? false,
            translations: [{ languageCode: it, name: definition.name }],
        });
        created.set(definition.code, entity);
    }
    // Category values exist for every category, so even one whose products all sit deeper has its filter.
    const categoryValueIds = new Map<string, ID>();
    for (const [slug] of categoryPaths(catalog.categories)) {
        const value = await facetValueService.create(ctx, created.get('categoria')!, {
            code: slug,
            translations: [{ languageCode: it, name: slug }],
        });
        categoryValueIds.set(slug, value.id);
    }
    return categoryValueIds;
}

async function createCollections(
    app: INestApplicationContext,
    ctx: RequestContext,
    categories: SeedCategory[],
    categoryValueIds: Map<string, ID>,
) {
    const collectionService = app.get(CollectionService);
    const create = async (category: SeedCategory, parentId?: ID) => {
        const collection = await collectionService.create(ctx, {
            parentId,
            isPrivate: false,
            inheritFilters: false,
            filters: [
                {
                    code: 'facet-value-filter',
                    arguments: [
                        { name: 'facetValueIds', value: JSON.stringify([categoryValueIds.get(category.slug)]) },
                        { name: 'containsAny', value: 'false' },
                    ],
                },
            ],
            translations: [
                { languageCode: it, name: category.name, slug: category.slug, description: category.description },
            ],
            customFields: { showInMenu: category.slug !== 'servizi' },
        });
        for (const child of category.children ?? []) {
            await create(child, collection.id);
        }
    };
    for (const category of categories) {
        await create(category);
    }
}

export async function importCatalog(
    app: INestApplicationContext,
    ctx: RequestContext,
    catalog: SeedCatalog,
    importAssetsDir: string,
): Promise<void> {
    const categoryValueIds = await createFacets(app, ctx, catalog);
    await renderCatalogImages(catalog, importAssetsDir);
    const errors = await app.get(Importer).importProducts(ctx, toImportRows(catalog), () => undefined);
    if (errors.length) {
        throw new Error(`Catalog import failed:\n${errors.join('\n')}`);
    }
    await createCollections(app, ctx, catalog.categories, categoryValueIds);
}
