/**
 * Reads what the catalog index is built from: the default channel's enabled products with their variants, prices,
 * facet values, options, pictures and categories, the variants' saleable stock, and a cheap fingerprint of it all
 * that tells whether anything changed. Plain TypeORM queries, the same on SQLite and PostgreSQL.
 */
import { Injectable } from '@nestjs/common';
import {
    Asset,
    Channel,
    ChannelService,
    Collection,
    CollectionTranslation,
    Facet,
    FacetValue,
    FacetValueTranslation,
    GlobalSettings,
    ID,
    Product,
    ProductAsset,
    ProductOption,
    ProductOptionGroup,
    ProductOptionTranslation,
    ProductPriceApplicator,
    ProductTranslation,
    ProductVariant,
    ProductVariantAsset,
    ProductVariantPrice,
    ProductVariantService,
    ProductVariantTranslation,
    RequestContext,
    RequestContextService,
    StockLevel,
    StockMovement,
    TransactionalConnection,
} from '@vendure/core';
import { omnibusReference, type OmnibusReference, type PricePoint } from '@shop/rules';
import { DataSource, In, SelectQueryBuilder } from 'typeorm';

import { CmsBlock } from '../../cms/entities/cms-block.entity';
import { PriceHistoryEntry } from '../../price-history/entities/price-history-entry.entity';

import {
    CatalogSnapshot,
    SnapshotAsset,
    SnapshotCategory,
    SnapshotFacetValue,
    SnapshotOption,
    SnapshotProduct,
    SnapshotVariant,
    StockSnapshot,
} from '../types';
import { SEARCH_SYNONYMS_BLOCK, SEARCH_SYNONYMS_LOCALE, SearchSynonyms } from './search-synonyms';

/** What a stock refresh needs of each variant: the fields Vendure's saleable-stock rule reads. */
export type StockInput = Pick<
    ProductVariant,
    'id' | 'trackInventory' | 'useGlobalOutOfStockThreshold' | 'outOfStockThreshold'
>;

export interface LoadedCatalog {
    snapshot: CatalogSnapshot;
    stockInputs: StockInput[];
}

/** A change in `catalog` means a rebuild; a change only in `stock` means recounting stock. */
export interface CatalogFingerprint {
    catalog: string;
    stock: string;
}

/** Tables whose rows the index reads, watched through their row count and latest update time. */
const CATALOG_ENTITIES = [
    Product,
    ProductTranslation,
    ProductVariant,
    ProductVariantTranslation,
    ProductVariantPrice,
    ProductAsset,
    ProductVariantAsset,
    ProductOption,
    ProductOptionTranslation,
    ProductOptionGroup,
    Collection,
    CollectionTranslation,
    Facet,
    FacetValue,
    FacetValueTranslation,
    Asset,
    GlobalSettings,
];

/** Many-to-many links the index reads; assigning one does not always touch its owner's update time. */
const LINKED_RELATIONS: Array<{
    entity: typeof Product | typeof ProductVariant | typeof Collection;
    property: string;
}> = [
    { entity: Product, property: 'facetValues' },
    { entity: Product, property: 'channels' },
    { entity: ProductVariant, property: 'facetValues' },
    { entity: ProductVariant, property: 'options' },
    { entity: ProductVariant, property: 'channels' },
    { entity: Collection, property: 'channels' },
];

/** IN lists are cut to this size: SQLite and PostgreSQL both cap the number of bound parameters. */
const IN_CHUNK = 500;

function chunks<T>(items: T[], size = IN_CHUNK): T[][] {
    const out: T[][] = [];
    for (let i = 0; i < items.length; i += size) {
        out.push(items.slice(i, i + size));
    }
    return out;
}

/**
 * Lets requests waiting on the event loop through. SQLite answers synchronously, so without a pause between the
 * chunks of a large catalog's reads the running shop would stop answering until the whole read is done.
 */
function pause(): Promise<void> {
    return new Promise(resolve => setImmediate(resolve));
}

function pickTranslation<T extends { languageCode: string }>(translations: T[], languageCode: string): T | undefined {
    return translations.find(translation => translation.languageCode === languageCode) ?? translations[0];
}

@Injectable()
export class CatalogLoaderService {
    constructor(
        private connection: TransactionalConnection,
        private channelService: ChannelService,
        private requestContextService: RequestContextService,
        private productPriceApplicator: ProductPriceApplicator,
        private productVariantService: ProductVariantService,
    ) {}

    private get dataSource(): DataSource {
        return this.connection.rawConnection;
    }

    /** A shop context of the default channel: the catalog is the same for every shopper. */
    async shopContext(): Promise<RequestContext> {
        const channel = await this.channelService.getDefaultChannel();
        return this.requestContextService.create({ apiType: 'shop', channelOrToken: channel });
    }

    async loadCatalog(ctx: RequestContext): Promise<LoadedCatalog> {
        const channel = ctx.channel;
        const language = channel.defaultLanguageCode;
        const [categories, facetValues, options] = await Promise.all([
            this.loadCategories(channel),
            this.loadFacetValues(language),
            this.loadOptions(language),
        ]);
        // Products, their variants and pictures are read a chunk of products at a time (see pause).
        const productIds: ID[] = (
            await this.productScope(this.dataSource.getRepository(Product).createQueryBuilder('product'))
                .select('product.id', 'id')
                .orderBy('product.id', 'ASC')
                .setParameters({ channelId: channel.id, enabled: true })
                .getRawMany<{ id: ID }>()
        ).map(row => row.id);
        const products: Product[] = [];
        const variants: ProductVariant[] = [];
        const productAssets: ProductAsset[] = [];
        for (const batch of chunks(productIds)) {
            const parameters = { channelId: channel.id, enabled: true, productIds: batch };
            products.push(
                ...(await this.productScope(this.dataSource.getRepository(Product).createQueryBuilder('product'))
                    .leftJoinAndSelect('product.translations', 'translation')
                    .andWhere('product.id IN (:...productIds)')
                    .orderBy('product.id', 'ASC')
                    .setParameters(parameters)
                    .getMany()),
            );
            variants.push(
                ...(await this.variantScope(this.dataSource.getRepository(ProductVariant).createQueryBuilder('variant'))
                    .leftJoinAndSelect('variant.translations', 'translation')
                    .leftJoinAndSelect('variant.productVariantPrices', 'price', 'price.channelId = :channelId')
                    .leftJoinAndSelect('variant.taxCategory', 'taxCategory')
                    .andWhere('product.id IN (:...productIds)')
                    .orderBy('variant.id', 'ASC')
                    .setParameters(parameters)
                    .getMany()),
            );
            productAssets.push(
                ...(await this.productScope(
                    this.dataSource
                        .getRepository(ProductAsset)
                        .createQueryBuilder('productAsset')
                        .innerJoin('productAsset.product', 'product'),
                )
                    .andWhere('product.id IN (:...productIds)')
                    .orderBy('productAsset.position', 'ASC')
                    .setParameters(parameters)
                    .getMany()),
            );
            await pause();
        }

        const productFacetValues = await this.pairs(
            this.productScope(this.dataSource.getRepository(Product).createQueryBuilder('product'))
                .innerJoin('product.facetValues', 'facetValue')
                .select('product.id', 'ownerId')
                .addSelect('facetValue.id', 'linkedId'),
            channel.id,
        );
        const variantFacetValues = await this.pairs(
            this.variantScope(this.dataSource.getRepository(ProductVariant).createQueryBuilder('variant'))
                .innerJoin('variant.facetValues', 'facetValue')
                .select('variant.id', 'ownerId')
                .addSelect('facetValue.id', 'linkedId'),
            channel.id,
        );
        const variantOptions = await this.pairs(
            this.variantScope(this.dataSource.getRepository(ProductVariant).createQueryBuilder('variant'))
                .innerJoin('variant.options', 'option')
                .select('variant.id', 'ownerId')
                .addSelect('option.id', 'linkedId'),
            channel.id,
        );

        const assetIds = new Set<string>();
        products.forEach(product => product.featuredAssetId && assetIds.add(String(product.featuredAssetId)));
        variants.forEach(variant => variant.featuredAssetId && assetIds.add(String(variant.featuredAssetId)));
        productAssets.forEach(link => assetIds.add(String(link.assetId)));
        const assets = await this.loadAssets([...assetIds]);

        const assetsByProduct = new Map<string, string[]>();
        for (const link of productAssets) {
            const list = assetsByProduct.get(String(link.productId)) ?? [];
            list.push(String(link.assetId));
            assetsByProduct.set(String(link.productId), list);
        }

        const snapshotVariants = new Map<string, SnapshotVariant[]>();
        const stockInputs: StockInput[] = [];
        for (const [position, variant] of variants.entries()) {
            if (position % IN_CHUNK === IN_CHUNK - 1) {
                await pause();
            }
            const prices = variant.productVariantPrices.filter(price => price.currencyCode === ctx.currencyCode);
            if (prices.length === 0) {
                // No price in this channel's currency: not for sale here.
                continue;
            }
            await this.productPriceApplicator.applyChannelPriceAndTax(variant, ctx);
            const customFields = variant.customFields as { merchantSku?: string | null; regularPrice?: number | null };
            const translation = pickTranslation(variant.translations, language);
            const list = snapshotVariants.get(String(variant.productId)) ?? [];
            list.push({
                id: String(variant.id),
                sku: variant.sku,
                name: translation?.name ?? variant.sku,
                merchantSku: customFields.merchantSku ?? null,
                price: variant.priceWithTax,
                regularPrice: customFields.regularPrice ?? null,
                omnibus: null,
                facetValueIds: variantFacetValues.get(String(variant.id)) ?? [],
                options: (variantOptions.get(String(variant.id)) ?? [])
                    .map(id => options.get(id))
                    .filter(option => option !== undefined),
                featuredAssetId: variant.featuredAssetId ? String(variant.featuredAssetId) : null,
                createdAt: variant.createdAt,
                updatedAt: variant.updatedAt,
            });
            snapshotVariants.set(String(variant.productId), list);
            stockInputs.push({
                id: variant.id,
                trackInventory: variant.trackInventory,
                useGlobalOutOfStockThreshold: variant.useGlobalOutOfStockThreshold,
                outOfStockThreshold: variant.outOfStockThreshold,
            });
        }

        const offers = [...snapshotVariants.values()]
            .flat()
            .filter(variant => variant.regularPrice !== null && variant.regularPrice > variant.price);
        const references = await this.loadOmnibusReferences(
            ctx,
            offers.map(variant => variant.id),
        );
        for (const variant of offers) {
            variant.omnibus = references.get(variant.id) ?? null;
        }

        const snapshotProducts: SnapshotProduct[] = products.map(product => {
            const translation = pickTranslation(product.translations, language);
            const customFields = product.customFields as {
                productCode?: string | null;
                isVirtual?: boolean | null;
                specifications?: string | null;
                serviceFor?: string[] | null;
                servicePriceAbove?: number | null;
                servicePriceUpTo?: number | null;
                productSheetUrl?: string | null;
            };
            const id = String(product.id);
            const slug = translation?.slug ?? id;
            const featured = product.featuredAssetId ? String(product.featuredAssetId) : null;
            const others = (assetsByProduct.get(id) ?? []).filter(assetId => assetId !== featured);
            return {
                id,
                // A product without its own code is still reachable: its slug stands in for the code.
                code: customFields.productCode || slug,
                slug,
                name: translation?.name ?? slug,
                description: translation?.description ?? '',
                isVirtual: Boolean(customFields.isVirtual),
                specifications: customFields.specifications ?? null,
                serviceFor: (customFields.serviceFor ?? []).filter(Boolean),
                servicePriceBand:
                    customFields.servicePriceAbove != null || customFields.servicePriceUpTo != null
                        ? { above: customFields.servicePriceAbove ?? null, upTo: customFields.servicePriceUpTo ?? null }
                        : null,
                productSheetUrl: customFields.productSheetUrl ?? null,
                facetValueIds: productFacetValues.get(id) ?? [],
                assetIds: featured ? [featured, ...others] : others,
                createdAt: product.createdAt,
                updatedAt: product.updatedAt,
                variants: snapshotVariants.get(id) ?? [],
            };
        });

        return {
            snapshot: {
                categories,
                facetValues,
                assets,
                products: snapshotProducts,
                searchSynonyms: await this.loadSearchSynonyms(),
            },
            stockInputs,
        };
    }

    /** Staff's synonym list (the CMS block `search-synonyms`); none when the block is missing. */
    private async loadSearchSynonyms(): Promise<SearchSynonyms> {
        const block = await this.dataSource
            .getRepository(CmsBlock)
            .findOne({ where: { identifier: SEARCH_SYNONYMS_BLOCK, locale: SEARCH_SYNONYMS_LOCALE } });
        return block ? SearchSynonyms.fromContent(block.content) : SearchSynonyms.none;
    }

    /**
     * The Omnibus reference of each variant on offer, from its price history in the context's channel and currency
     * (decision 006). Without the price-history plugin there is no history, and no reduction can be announced.
     */
    private async loadOmnibusReferences(
        ctx: RequestContext,
        variantIds: string[],
    ): Promise<Map<string, OmnibusReference>> {
        const references = new Map<string, OmnibusReference>();
        if (variantIds.length === 0 || !this.dataSource.hasMetadata(PriceHistoryEntry)) {
            return references;
        }
        const history = new Map<string, PricePoint[]>();
        for (const batch of chunks(variantIds)) {
            const entries = await this.dataSource.getRepository(PriceHistoryEntry).find({
                where: { variantId: In(batch), channelId: ctx.channelId, currencyCode: ctx.currencyCode },
                order: { effectiveFrom: 'ASC', id: 'ASC' },
            });
            for (const entry of entries) {
                const key = String(entry.variantId);
                const points = history.get(key) ?? [];
                points.push({ price: entry.price, effectiveFrom: entry.effectiveFrom });
                history.set(key, points);
            }
        }
        const now = new Date();
        for (const [variantId, points] of history) {
            const reference = omnibusReference(points, now);
            if (reference) {
                references.set(variantId, reference);
            }
        }
        return references;
    }

    /**
     * Saleable stock by Vendure's own rule (on hand, less allocated, less the out-of-stock threshold), for the
     * variants that track inventory. Vendure batches the stock-level reads of concurrent calls into one query.
     */
    async loadStock(ctx: RequestContext, variants: StockInput[]): Promise<StockSnapshot> {
        const stock: StockSnapshot = new Map();
        for (const batch of chunks(variants)) {
            const levels = await Promise.all(
                batch.map(variant => this.productVariantService.getSaleableStockLevel(ctx, variant as ProductVariant)),
            );
            batch.forEach((variant, index) => {
                if (levels[index] !== Number.MAX_SAFE_INTEGER) {
                    stock.set(String(variant.id), levels[index]);
                }
            });
            await pause();
        }
        return stock;
    }

    /**
     * The latest stock movement's id: every change of saleable stock (an order's allocation, a sale, a release, a
     * cancellation, staff's adjustment) writes one, in whichever process, so a larger number means stock changed.
     */
    async stockVersion(): Promise<number> {
        const row = await this.dataSource
            .getRepository(StockMovement)
            .createQueryBuilder('movement')
            .select('MAX(movement.id)', 'latest')
            .getRawOne<{ latest: number | string | null }>();
        return Number(row?.latest ?? 0);
    }

    /** Ids of the products whose stock moved after the movement `since`: at most `limit`, null when more. */
    async productsWithStockMovedSince(since: number, limit: number): Promise<string[] | null> {
        const rows = await this.dataSource
            .getRepository(StockMovement)
            .createQueryBuilder('movement')
            .innerJoin('movement.productVariant', 'variant')
            .select('DISTINCT variant.productId', 'productId')
            .where('movement.id > :since', { since })
            .limit(limit + 1)
            .getRawMany<{ productId: number | string }>();
        return rows.length > limit ? null : rows.map(row => String(row.productId));
    }

    /**
     * One query summing up every table the index reads: row counts, latest update times, and a checksum of the
     * many-to-many links. Any write through Vendure, in any process, changes it.
     */
    async fingerprint(): Promise<CatalogFingerprint> {
        const rows: Array<{ t: string; c: unknown; m: unknown; s: unknown }> = await this.dataSource.query(
            this.fingerprintSql(),
        );
        const text = (row: { t: string; c: unknown; m: unknown; s: unknown }) =>
            `${row.t}:${String(row.c)}:${String(row.m)}:${String(row.s)}`;
        return {
            catalog: rows
                .filter(row => !row.t.startsWith('stock:'))
                .map(text)
                .join('|'),
            stock: rows
                .filter(row => row.t.startsWith('stock:'))
                .map(text)
                .join('|'),
        };
    }

    private fingerprintSql(): string {
        const escape = (name: string) => this.dataSource.driver.escape(name);
        // A table path may carry a schema ("shop.product"): each part is quoted on its own.
        const table = (tablePath: string) => tablePath.split('.').map(escape).join('.');
        const text = (expression: string) => `CAST(${expression} AS VARCHAR(64))`;
        const selects: string[] = [];
        const add = (label: string, tablePath: string, count: string, latest: string, sum: string) =>
            selects.push(
                `SELECT '${label}' AS ${escape('t')}, ${text(count)} AS ${escape('c')}, ` +
                    `${text(latest)} AS ${escape('m')}, ${text(sum)} AS ${escape('s')} FROM ${table(tablePath)}`,
            );
        for (const entity of CATALOG_ENTITIES) {
            const metadata = this.dataSource.getMetadata(entity);
            const updated = metadata.updateDateColumn?.databaseName;
            add(
                metadata.tableName,
                metadata.tablePath,
                'COUNT(*)',
                updated ? `MAX(${escape(updated)})` : 'NULL',
                'NULL',
            );
        }
        for (const { entity, property } of LINKED_RELATIONS) {
            const relation = this.dataSource.getMetadata(entity).findRelationWithPropertyPath(property);
            const junction = relation?.junctionEntityMetadata;
            if (!junction || junction.columns.length < 2) {
                continue;
            }
            const [owner, linked] = junction.columns.map(column => escape(column.databaseName));
            // A product of the two ids, so moving a link from one row to another changes the sum too.
            add(
                junction.tableName,
                junction.tablePath,
                'COUNT(*)',
                'NULL',
                `SUM(CAST(${owner} AS BIGINT) * CAST(${linked} AS BIGINT))`,
            );
        }
        if (this.dataSource.hasMetadata(PriceHistoryEntry)) {
            // Written with the prices it follows, and by the demo seed after the import.
            const history = this.dataSource.getMetadata(PriceHistoryEntry);
            add(history.tableName, history.tablePath, 'COUNT(*)', 'NULL', 'NULL');
        }
        const stockLevel = this.dataSource.getMetadata(StockLevel);
        const column = (name: string) => escape(stockLevel.findColumnWithPropertyName(name)!.databaseName);
        add(
            'stock:level',
            stockLevel.tablePath,
            'COUNT(*)',
            `MAX(${column('updatedAt')})`,
            `SUM(${column('stockOnHand')}) * 1000003 + SUM(${column('stockAllocated')})`,
        );
        // Staff's synonyms change what searches find: an edit to their block rebuilds the index like a catalog edit.
        const block = this.dataSource.getMetadata(CmsBlock);
        const blockColumn = (name: string) => escape(block.findColumnWithPropertyName(name)!.databaseName);
        selects.push(
            `SELECT 'search-synonyms' AS ${escape('t')}, ${text('COUNT(*)')} AS ${escape('c')}, ` +
                `${text(`MAX(${blockColumn('updatedAt')})`)} AS ${escape('m')}, ${text('NULL')} AS ${escape('s')} ` +
                `FROM ${table(block.tablePath)} WHERE ${blockColumn('identifier')} = '${SEARCH_SYNONYMS_BLOCK}'`,
        );
        const movement = this.dataSource.getMetadata(StockMovement);
        add('stock:movement', movement.tablePath, 'COUNT(*)', 'NULL', 'NULL');
        return selects.join(' UNION ALL ');
    }

    /** Products of the channel that shoppers may see. Needs :channelId and :enabled (true) set. */
    private productScope<T extends object>(qb: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
        return qb
            .innerJoin('product.channels', 'productChannel', 'productChannel.id = :channelId')
            .andWhere('product.deletedAt IS NULL')
            .andWhere('product.enabled = :enabled');
    }

    private variantScope(qb: SelectQueryBuilder<ProductVariant>): SelectQueryBuilder<ProductVariant> {
        return this.productScope(
            qb
                .innerJoin('variant.product', 'product')
                .innerJoin('variant.channels', 'variantChannel', 'variantChannel.id = :channelId')
                .where('variant.deletedAt IS NULL')
                .andWhere('variant.enabled = :enabled'),
        );
    }

    /** owner id -> linked ids, from a query selecting `ownerId` and `linkedId`. */
    private async pairs<T extends object>(qb: SelectQueryBuilder<T>, channelId: ID): Promise<Map<string, string[]>> {
        const rows: Array<{ ownerId: ID; linkedId: ID }> = await qb
            .setParameters({ channelId, enabled: true })
            .getRawMany();
        const map = new Map<string, string[]>();
        for (const row of rows) {
            const list = map.get(String(row.ownerId)) ?? [];
            list.push(String(row.linkedId));
            map.set(String(row.ownerId), list);
        }
        return map;
    }

    private async loadCategories(channel: Channel): Promise<SnapshotCategory[]> {
        const collections = await this.dataSource
            .getRepository(Collection)
            .createQueryBuilder('collection')
            .innerJoin('collection.channels', 'channel', 'channel.id = :channelId', { channelId: channel.id })
            .leftJoinAndSelect('collection.translations', 'translation')
            .getMany();
        const root = collections.find(collection => collection.isRoot);
        const visible = new Map(
            collections
                .filter(collection => !collection.isRoot && !collection.isPrivate)
                .map(collection => [String(collection.id), collection]),
        );
        // A category under a private one is hidden with it.
        const reachable = (collection: Collection): boolean => {
            for (let current: Collection | undefined = collection, depth = 0; current && depth < 100; depth++) {
                const parentId = current.parentId != null ? String(current.parentId) : null;
                if (parentId === null || (root && parentId === String(root.id))) {
                    return true;
                }
                current = visible.get(parentId);
            }
            return false;
        };
        return [...visible.values()].filter(reachable).map(collection => {
            const translation = pickTranslation(collection.translations, channel.defaultLanguageCode);
            const parentId = collection.parentId != null ? String(collection.parentId) : null;
            return {
                id: String(collection.id),
                slug: translation?.slug ?? String(collection.id),
                name: translation?.name ?? '',
                description: translation?.description ?? '',
                parentId: parentId && visible.has(parentId) ? parentId : null,
                position: collection.position,
                updatedAt: collection.updatedAt,
            };
        });
    }

    private async loadFacetValues(language: string): Promise<SnapshotFacetValue[]> {
        const values = await this.dataSource
            .getRepository(FacetValue)
            .find({ relations: { facet: { translations: true }, translations: true } });
        return values.map(value => ({
            id: String(value.id),
            code: value.code,
            name: pickTranslation(value.translations, language)?.name ?? value.code,
            facetCode: value.facet.code,
            facetName: pickTranslation(value.facet.translations, language)?.name ?? value.facet.code,
        }));
    }

    private async loadOptions(language: string): Promise<Map<string, SnapshotOption>> {
        const options = await this.dataSource
            .getRepository(ProductOption)
            .find({ relations: { group: { translations: true }, translations: true } });
        return new Map(
            options.map(option => [
                String(option.id),
                {
                    groupCode: option.group.code,
                    groupName: pickTranslation(option.group.translations, language)?.name ?? option.group.code,
                    code: option.code,
                    name: pickTranslation(option.translations, language)?.name ?? option.code,
                },
            ]),
        );
    }

    private async loadAssets(ids: string[]): Promise<Map<string, SnapshotAsset>> {
        const assets = new Map<string, SnapshotAsset>();
        for (const batch of chunks(ids)) {
            const rows = await this.dataSource.getRepository(Asset).find({ where: { id: In(batch) } });
            for (const asset of rows) {
                assets.set(String(asset.id), {
                    id: String(asset.id),
                    source: asset.source,
                    width: asset.width,
                    height: asset.height,
                });
            }
        }
        return assets;
    }
}
