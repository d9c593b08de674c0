// Grows a seeded shop database to a large catalog by bulk SQL, for the catalog-scale bench only (never the demo).
//
// Every generated product is a copy of one of the demo's products, written row for row as Vendure wrote the
// original: the product and its Italian translation, channel links, facet values (brand swapped for another brand of
// the same category), shared option groups and options, pictures (the same assets), variants with their translation,
// price in the channel, tax category, facet values and options, stock level and the stock adjustment that set it,
// collection membership and the search-index rows of the default search plugin, and a price history for the Omnibus
// reference. Names, codes, SKUs, slugs, prices, offers and stock vary.
import { DatabaseSync } from 'node:sqlite';

/** Deterministic pseudo-random numbers, so two runs generate the same catalog. */
function random(seed) {
    let state = seed >>> 0 || 1;
    return () => {
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        return (state >>> 0) / 4294967296;
    };
}

/** SQLite's datetime text, as TypeORM writes it. */
function sqlTime(date, withMs = false) {
    const text = date.toISOString().replace('T', ' ').replace('Z', '');
    return withMs ? text : text.slice(0, 19);
}

/** A URL slug as Vendure's default slug strategy makes one: lower case, accents dropped, hyphens between words. */
function slugify(text) {
    return text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
}

const SERIES = ['Pro', 'Plus', 'Lite', 'Max', 'Neo', 'Prime', 'Ultra', 'Air', 'Smart', 'Evo', 'Style', 'Active'];

export function generateCatalog(databaseFile, products, { seed = 14 } = {}) {
    const db = new DatabaseSync(databaseFile);
    const rand = random(seed);
    const all = sql => db.prepare(sql).all();
    const columns = new Map();
    const statements = new Map();
    const columnsOf = table => {
        if (!columns.has(table)) {
            columns.set(
                table,
                all(`PRAGMA table_info("${table}")`).map(column => column.name),
            );
        }
        return columns.get(table);
    };
    /** Inserts a copy of `row` into `table`, with `changes` applied. */
    const insert = (table, row, changes) => {
        const names = columnsOf(table);
        let statement = statements.get(table);
        if (!statement) {
            statement = db.prepare(
                `INSERT INTO "${table}" (${names.map(name => `"${name}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
            );
            statements.set(table, statement);
        }
        const merged = { ...row, ...changes };
        return statement.run(...names.map(name => merged[name] ?? null));
    };
    const nextId = table => Number(all(`SELECT COALESCE(MAX(id), 0) AS id FROM "${table}"`)[0].id) + 1;
    const groupBy = (rows, key) => {
        const map = new Map();
        for (const row of rows) {
            const list = map.get(row[key]) ?? [];
            list.push(row);
            map.set(row[key], list);
        }
        return map;
    };

    // ---- What the copies are made from: the demo's physical, non-service products -----------------------
    const templates = all(
        `SELECT p.* FROM product p WHERE p.deletedAt IS NULL AND p.enabled = 1 AND p.customFieldsIsvirtual = 0
         AND (p.customFieldsServicefor IS NULL OR p.customFieldsServicefor = '[]') ORDER BY p.id`,
    );
    const productTranslations = groupBy(all('SELECT * FROM product_translation'), 'baseId');
    const productChannels = groupBy(all('SELECT * FROM product_channels_channel'), 'productId');
    const productFacetValues = groupBy(all('SELECT * FROM product_facet_values_facet_value'), 'productId');
    const productOptionGroups = groupBy(all('SELECT * FROM product_option_groups_product_option_group'), 'productId');
    const productAssets = groupBy(all('SELECT * FROM product_asset'), 'productId');
    const variants = groupBy(all('SELECT * FROM product_variant WHERE deletedAt IS NULL ORDER BY id'), 'productId');
    const variantTranslations = groupBy(all('SELECT * FROM product_variant_translation'), 'baseId');
    const variantChannels = groupBy(all('SELECT * FROM product_variant_channels_channel'), 'productVariantId');
    const variantPrices = groupBy(all('SELECT * FROM product_variant_price'), 'variantId');
    const variantFacetValues = groupBy(
        all('SELECT * FROM product_variant_facet_values_facet_value'),
        'productVariantId',
    );
    const variantOptions = groupBy(all('SELECT * FROM product_variant_options_product_option'), 'productVariantId');
    const variantAssets = groupBy(all('SELECT * FROM product_variant_asset'), 'productVariantId');
    const stockLevels = groupBy(all('SELECT * FROM stock_level'), 'productVariantId');
    const stockMovements = groupBy(
        all(`SELECT * FROM stock_movement WHERE type = 'ADJUSTMENT' AND orderLineId IS NULL`),
        'productVariantId',
    );
    const collections = groupBy(all('SELECT * FROM collection_product_variants_product_variant'), 'productVariantId');
    const searchRows = groupBy(all('SELECT * FROM search_index_item'), 'productVariantId');

    // Brands by category, so a copied washing machine is made by a maker of washing machines.
    const facetValues = all(
        `SELECT fv.id, fv.code, f.code AS facet, t.name FROM facet_value fv JOIN facet f ON f.id = fv.facetId
         LEFT JOIN facet_value_translation t ON t.baseId = fv.id AND t.languageCode = 'it'`,
    );
    const facetOf = new Map(facetValues.map(value => [value.id, value]));
    const brandsByCategory = new Map();
    for (const template of templates) {
        const values = (productFacetValues.get(template.id) ?? []).map(link => facetOf.get(link.facetValueId));
        const brand = values.find(value => value?.facet === 'manufacturer');
        for (const category of values.filter(value => value?.facet === 'categoria')) {
            const brands = brandsByCategory.get(category.id) ?? new Set();
            if (brand) brands.add(brand.id);
            brandsByCategory.set(category.id, brands);
        }
    }

    const ids = Object.fromEntries(
        [
            'product',
            'product_translation',
            'product_asset',
            'product_variant',
            'product_variant_translation',
            'product_variant_price',
            'product_variant_asset',
            'stock_level',
            'stock_movement',
            'price_history_entry',
        ].map(table => [table, nextId(table)]),
    );
    const take = table => ids[table]++;
    const now = new Date();
    const stamp = sqlTime(now);
    const counts = { products: 0, variants: 0, onOffer: 0, soldOut: 0, priceHistoryEntries: 0 };

    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;');
    db.exec('BEGIN');
    try {
        for (let n = 0; n < products; n++) {
            const template = templates[n % templates.length];
            const copy = n + 1;
            const productId = take('product');
            const values = (productFacetValues.get(template.id) ?? []).map(link => facetOf.get(link.facetValueId));
            const oldBrand = values.find(value => value?.facet === 'manufacturer');
            const leaf = values.filter(value => value?.facet === 'categoria').at(-1);
            const brandChoices = [...(leaf ? (brandsByCategory.get(leaf.id) ?? []) : [])];
            const brandId =
                brandChoices.length > 0 && rand() < 0.5
                    ? brandChoices[Math.floor(rand() * brandChoices.length)]
                    : oldBrand?.id;
            const brand = brandId ? facetOf.get(brandId) : null;
            const translation = (productTranslations.get(template.id) ?? [])[0];
            const series = `${SERIES[Math.floor(rand() * SERIES.length)]} ${100 + (copy % 900)}${String.fromCharCode(65 + (copy % 26))}`;
            let name = `${translation.name} ${series}`;
            if (oldBrand && brand && brand.id !== oldBrand.id && name.startsWith(oldBrand.name)) {
                name = brand.name + name.slice(oldBrand.name.length);
            }
            const code = `${template.customFieldsProductcode ?? 'P'}-X${copy}`;
            const slug = slugify(`${name} ${copy}`);
            insert('product', template, {
                id: productId,
                createdAt: stamp,
                updatedAt: stamp,
                customFieldsProductcode: code,
            });
            insert('product_translation', translation, {
                id: take('product_translation'),
                baseId: productId,
                name,
                slug,
                createdAt: stamp,
                updatedAt: stamp,
            });
            for (const link of productChannels.get(template.id) ?? []) {
                insert('product_channels_channel', link, { productId });
            }
            for (const link of productFacetValues.get(template.id) ?? []) {
                const facetValueId = link.facetValueId === oldBrand?.id && brandId ? brandId : link.facetValueId;
                insert('product_facet_values_facet_value', link, { productId, facetValueId });
            }
            for (const link of productOptionGroups.get(template.id) ?? []) {
                insert('product_option_groups_product_option_group', link, { productId });
            }
            for (const link of productAssets.get(template.id) ?? []) {
                insert('product_asset', link, {
                    id: take('product_asset'),
                    productId,
                    createdAt: stamp,
                    updatedAt: stamp,
                });
            }

            // One price level per product, an offer for about one product in four.
            const priceFactor = 0.7 + rand() * 0.6;
            const onOffer = rand() < 0.25;
            const offerDepth = 0.1 + rand() * 0.3;
            const offerDaysAgo = 5 + Math.floor(rand() * 20);
            const regularDaysAgo = 60 + Math.floor(rand() * 300);
            const soldOut = rand() < 0.08;
            if (onOffer) counts.onOffer++;
            if (soldOut) counts.soldOut++;
            for (const [position, variant] of (variants.get(template.id) ?? []).entries()) {
                const variantId = take('product_variant');
                const basePrice = (variantPrices.get(variant.id) ?? [])[0]?.price ?? 10000;
                // Prices end in ,90 or ,99 like the shop's.
                const regular = Math.max(990, Math.round((basePrice * priceFactor) / 100) * 100 - 10);
                const price = onOffer ? Math.round((regular * (1 - offerDepth)) / 100) * 100 - 1 : regular;
                insert('product_variant', variant, {
                    id: variantId,
                    productId,
                    sku: `${variant.sku}-X${copy}`,
                    customFieldsMerchantsku: `ART${String(9000000 + copy * 10 + position)}`,
                    customFieldsRegularprice: onOffer ? regular : null,
                    createdAt: stamp,
                    updatedAt: stamp,
                });
                const variantTranslation = (variantTranslations.get(variant.id) ?? [])[0];
                // "Samsung Galaxy S25 Blu 128 GB": the product's name, then the variant's options.
                const variantName = variantTranslation.name.startsWith(translation.name)
                    ? name + variantTranslation.name.slice(translation.name.length)
                    : name;
                insert('product_variant_translation', variantTranslation, {
                    id: take('product_variant_translation'),
                    baseId: variantId,
                    name: variantName,
                    createdAt: stamp,
                    updatedAt: stamp,
                });
                for (const link of variantChannels.get(variant.id) ?? []) {
                    insert('product_variant_channels_channel', link, { productVariantId: variantId });
                }
                for (const row of variantPrices.get(variant.id) ?? []) {
                    insert('product_variant_price', row, {
                        id: take('product_variant_price'),
                        variantId,
                        price,
                        createdAt: stamp,
                        updatedAt: stamp,
                    });
                }
                for (const link of variantFacetValues.get(variant.id) ?? []) {
                    insert('product_variant_facet_values_facet_value', link, { productVariantId: variantId });
                }
                for (const link of variantOptions.get(variant.id) ?? []) {
                    insert('product_variant_options_product_option', link, { productVariantId: variantId });
                }
                for (const link of variantAssets.get(variant.id) ?? []) {
                    insert('product_variant_asset', link, {
                        id: take('product_variant_asset'),
                        productVariantId: variantId,
                        createdAt: stamp,
                        updatedAt: stamp,
                    });
                }
                const onHand = soldOut ? 0 : 1 + Math.floor(rand() * 60);
                for (const level of stockLevels.get(variant.id) ?? []) {
                    insert('stock_level', level, {
                        id: take('stock_level'),
                        productVariantId: variantId,
                        stockOnHand: onHand,
                        stockAllocated: 0,
                        createdAt: stamp,
                        updatedAt: stamp,
                    });
                    // Vendure records the stock a variant is created with as an adjustment, when there is any.
                    const movement = (stockMovements.get(variant.id) ?? [])[0];
                    if (onHand > 0 && movement) {
                        insert('stock_movement', movement, {
                            id: take('stock_movement'),
                            productVariantId: variantId,
                            quantity: onHand,
                            stockLocationId: level.stockLocationId,
                            createdAt: stamp,
                            updatedAt: stamp,
                        });
                    }
                }
                for (const link of collections.get(variant.id) ?? []) {
                    insert('collection_product_variants_product_variant', link, { productVariantId: variantId });
                }
                for (const row of searchRows.get(variant.id) ?? []) {
                    insert('search_index_item', row, {
                        productId,
                        productVariantId: variantId,
                        productName: name,
                        productVariantName: variantName,
                        slug,
                        sku: `${variant.sku}-X${copy}`,
                        price: Math.round((price * row.price) / Math.max(1, row.priceWithTax)),
                        priceWithTax: price,
                        facetValueIds: row.facetValueIds
                            ?.split(',')
                            .map(id => (oldBrand && Number(id) === oldBrand.id && brandId ? String(brandId) : id))
                            .join(','),
                    });
                }
                // The price's past: the regular price for months, then the offer.
                const history = onOffer
                    ? [
                          { price: regular, daysAgo: regularDaysAgo },
                          { price, daysAgo: offerDaysAgo },
                      ]
                    : [{ price, daysAgo: regularDaysAgo }];
                for (const step of history) {
                    insert(
                        'price_history_entry',
                        {},
                        {
                            id: take('price_history_entry'),
                            createdAt: stamp,
                            updatedAt: stamp,
                            currencyCode: 'EUR',
                            effectiveFrom: sqlTime(new Date(now.getTime() - step.daysAgo * 86_400_000), true),
                            variantId,
                            channelId: 1,
                            price: step.price,
                        },
                    );
                    counts.priceHistoryEntries++;
                }
                counts.variants++;
            }
            counts.products++;
        }
        db.exec('COMMIT');
    } catch (error) {
        db.exec('ROLLBACK');
        throw error;
    }
    db.exec('PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE;');
    db.close();
    return { ...counts, templates: templates.length };
}
