/**
 * The catalog as attached services see it, read in the request's transaction: which variants are services (add-on
 * products such as warranties and installation, whose product's `serviceFor` names categories) and which services
 * may be attached to a product (one of the categories they name is the product's category or an ancestor of it).
 */
import { Injectable } from '@nestjs/common';
import { CATEGORY_FACET_CODE, inServicePriceBand, type ServicePriceBand } from '@shop/rules';
import { Collection, ID, Product, ProductVariant, RequestContext, TransactionalConnection } from '@vendure/core';
import { In, IsNull } from 'typeorm';

export interface VariantKind {
    id: ID;
    sku: string;
    productId: ID;
    isService: boolean;
    isVirtual: boolean;
}

interface ProductCustomFields {
    serviceFor?: string[] | null;
    isVirtual?: boolean | null;
    servicePriceAbove?: number | null;
    servicePriceUpTo?: number | null;
}

/** The price band a service applies to (custom fields servicePriceAbove and servicePriceUpTo). */
function priceBandOf(service: Product): ServicePriceBand {
    const fields = service.customFields as ProductCustomFields;
    return { above: fields.servicePriceAbove ?? null, upTo: fields.servicePriceUpTo ?? null };
}

function serviceForOf(product: Product): string[] {
    return ((product.customFields as ProductCustomFields).serviceFor ?? []).filter(Boolean);
}

@Injectable()
export class AttachedServiceCatalogService {
    constructor(private connection: TransactionalConnection) {}

    /** Kind of each variant asked for, by variant id (deleted variants included: they may still sit in a cart). */
    async variantKinds(ctx: RequestContext, variantIds: ID[]): Promise<Map<string, VariantKind>> {
        const kinds = new Map<string, VariantKind>();
        const unique = [...new Set(variantIds.map(String))];
        if (unique.length === 0) {
            return kinds;
        }
        const variants = await this.connection.getRepository(ctx, ProductVariant).find({
            where: { id: In(unique) },
            relations: { product: true },
            withDeleted: true,
            loadEagerRelations: false,
        });
        for (const variant of variants) {
            kinds.set(String(variant.id), {
                id: variant.id,
                sku: variant.sku,
                productId: variant.productId,
                isService: serviceForOf(variant.product).length > 0,
                isVirtual: Boolean((variant.product.customFields as ProductCustomFields).isVirtual),
            });
        }
        return kinds;
    }

    /**
     * Service variants that may be attached to the given product at the given unit price (VAT included), by SKU:
     * enabled ones of this channel, for one of the product's categories, whose price band holds the price.
     */
    async applicableServices(ctx: RequestContext, productId: ID, price: number): Promise<Map<string, ID>> {
        const product = await this.connection.getRepository(ctx, Product).findOne({
            where: { id: productId },
            relations: { facetValues: { facet: true } },
            loadEagerRelations: false,
        });
        const applicable = new Map<string, ID>();
        if (!product || serviceForOf(product).length > 0) {
            return applicable;
        }
        const ownSlugs = product.facetValues
            .filter(value => value.facet?.code === CATEGORY_FACET_CODE)
            .map(v => v.code);
        const categories = await this.categoriesWithAncestors(ctx, ownSlugs);
        if (categories.size === 0) {
            return applicable;
        }
        const services = await this.connection
            .getRepository(ctx, Product)
            .find({
                where: { enabled: true, deletedAt: IsNull(), channels: { id: ctx.channelId } },
                relations: { variants: { channels: true } },
                loadEagerRelations: false,
            })
            .then(products => products.filter(candidate => serviceForOf(candidate).length > 0));
        for (const service of services) {
            if (
                !serviceForOf(service).some(slug => categories.has(slug)) ||
                !inServicePriceBand(priceBandOf(service), price)
            ) {
                continue;
            }
            for (const variant of service.variants) {
                const inChannel = variant.channels.some(channel => String(channel.id) === String(ctx.channelId));
                if (variant.enabled && !variant.deletedAt && inChannel) {
                    applicable.set(variant.sku, variant.id);
                }
            }
        }
        return applicable;
    }

    /** The slugs given plus the slugs of all their ancestor categories. */
    private async categoriesWithAncestors(ctx: RequestContext, slugs: string[]): Promise<Set<string>> {
        const collections = await this.connection.getRepository(ctx, Collection).find({
            relations: { translations: true },
            loadEagerRelations: false,
        });
        const byId = new Map(collections.map(collection => [String(collection.id), collection]));
        const bySlug = new Map<string, Collection>();
        for (const collection of collections) {
            for (const translation of collection.translations) {
                bySlug.set(translation.slug, collection);
            }
        }
        const found = new Set<string>();
        for (const slug of slugs) {
            let current = bySlug.get(slug);
            // Bounded walk: a broken parent chain cannot loop forever.
            for (let depth = 0; current && !current.isRoot && depth < 50; depth++) {
                current.translations.forEach(translation => found.add(translation.slug));
                current = current.parentId != null ? byId.get(String(current.parentId)) : undefined;
            }
        }
        return found;
    }
}
