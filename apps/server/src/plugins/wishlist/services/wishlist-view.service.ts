/**
 * Turns stored wishlist items into what the wishlist sidebar shows. Prices, stock and pictures come from the
 * catalog's in-memory index, so they are the ones the product pages show; a variant that is no longer sold is
 * described from the database instead and marked unavailable.
 */
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
    ConfigService,
    ID,
    InternalServerError,
    LanguageCode,
    ProductVariant,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { In } from 'typeorm';

import { CatalogIndex, CatalogIndexService, ProductDetailView, requestAssetUrl } from '../../catalog';
import { PRODUCT_VARIANT_KIND, WISHLIST_IMAGE_PRESET, WISHLIST_ITEM_KIND, WISHLIST_KIND } from '../constants';
import { WishlistItem } from '../entities/wishlist-item.entity';
import { WishlistItemView } from '../types';
import { formatGrn, formatUid } from './grn';

@Injectable()
export class WishlistViewService {
    private catalogIndexService: CatalogIndexService | undefined;
    /** Variant id -> product code, worked out once per catalog index. */
    private productCodes = new WeakMap<CatalogIndex, Map<string, string>>();

    constructor(
        private connection: TransactionalConnection,
        private configService: ConfigService,
        private moduleRef: ModuleRef,
    ) {}

    /** The id as the API shows it (uids and GRNs carry the same form as the ID fields). */
    encodeId(id: ID): string {
        return String(this.configService.entityOptions.entityIdStrategy!.encodeId(id));
    }

    /** The database id behind an id as the API shows it, or null when it names nothing we could have issued. */
    decodeId(encoded: string): ID | null {
        const strategy = this.configService.entityOptions.entityIdStrategy!;
        const decoded: ID = strategy.decodeId(encoded);
        const plausible = typeof decoded === 'number' ? Number.isSafeInteger(decoded) && decoded > 0 : decoded !== '';
        return plausible && String(strategy.encodeId(decoded)) === encoded ? decoded : null;
    }

    wishlistUid(wishlistId: ID): string {
        return formatUid(WISHLIST_KIND, this.encodeId(wishlistId));
    }

    itemUid(itemId: ID): string {
        return formatUid(WISHLIST_ITEM_KIND, this.encodeId(itemId));
    }

    async itemViews(ctx: RequestContext, items: WishlistItem[]): Promise<WishlistItemView[]> {
        if (items.length === 0) {
            return [];
        }
        const index = await this.catalog().getIndex();
        const codes = this.productCodesOf(index);
        const assetUrl = requestAssetUrl(this.configService, ctx);
        const products = new Map<string, ProductDetailView | null>();
        const detailOf = (code: string) => {
            if (!products.has(code)) {
                products.set(code, index.product(code, assetUrl));
            }
            return products.get(code)!;
        };
        const views = new Map<WishlistItem, WishlistItemView>();
        const unsold: WishlistItem[] = [];
        for (const item of items) {
            const code = codes.get(String(item.productVariantId));
            const product = code !== undefined ? detailOf(code) : null;
            const variant = product?.variants.find(candidate => candidate.id === String(item.productVariantId));
            if (!product || !variant) {
                unsold.push(item);
                continue;
            }
            const image = product.images[variant.imageIndex] ?? product.images[0] ?? null;
            views.set(item, {
                ...this.identity(item),
                sku: variant.sku,
                merchantSku: variant.merchantSku,
                productCode: product.code,
                productName: product.name,
                variantName: variant.name,
                imageUrl: image ? withPreset(image.url) : null,
                price: variant.price,
                lowestPrice30Days: variant.lowestPrice30Days,
                stockStatus: variant.stockStatus,
                onlyXLeft: variant.onlyXLeft,
                isVirtual: product.isVirtual,
                available: true,
            });
        }
        for (const [item, view] of await this.unsoldViews(ctx, unsold, codes)) {
            views.set(item, view);
        }
        return items.map(item => views.get(item)!);
    }

    private identity(item: WishlistItem) {
        const itemId = this.encodeId(item.id);
        const variantId = this.encodeId(item.productVariantId);
        return {
            uid: formatUid(WISHLIST_ITEM_KIND, itemId),
            itemGrn: formatGrn(WISHLIST_ITEM_KIND, itemId),
            wishlistUid: this.wishlistUid(item.wishlistId),
            variantId: item.productVariantId,
            variantGrn: formatGrn(PRODUCT_VARIANT_KIND, variantId),
            quantity: item.quantity,
            createdAt: item.createdAt,
        };
    }

    /** Items whose variant the catalog no longer sells: still listed, so the shopper sees and can remove them. */
    private async unsoldViews(
        ctx: RequestContext,
        items: WishlistItem[],
        codes: Map<string, string>,
    ): Promise<Array<[WishlistItem, WishlistItemView]>> {
        if (items.length === 0) {
            return [];
        }
        const variants = await this.connection.getRepository(ctx, ProductVariant).find({
            where: { id: In(items.map(item => item.productVariantId)) },
            relations: { translations: true, product: { translations: true } },
        });
        const byId = new Map(variants.map(variant => [String(variant.id), variant]));
        const soldCodes = new Set(codes.values());
        return items.map(item => {
            const variant = byId.get(String(item.productVariantId));
            const productFields = (variant?.product?.customFields ?? {}) as { productCode?: string | null };
            const variantFields = (variant?.customFields ?? {}) as { merchantSku?: string | null };
            const code = productFields.productCode ?? null;
            const isVirtual = Boolean(
                (variant?.product?.customFields as { isVirtual?: boolean } | undefined)?.isVirtual,
            );
            const sku = variant?.sku ?? '';
            return [
                item,
                {
                    ...this.identity(item),
                    sku,
                    merchantSku: variantFields.merchantSku || sku,
                    // The product page may still exist when only this variant was withdrawn.
                    productCode: code !== null && soldCodes.has(code) ? code : null,
                    productName: pickName(ctx, variant?.product?.translations ?? []),
                    variantName: pickName(ctx, variant?.translations ?? []),
                    imageUrl: null,
                    price: null,
                    lowestPrice30Days: null,
                    stockStatus: 'OUT_OF_STOCK',
                    onlyXLeft: null,
                    isVirtual,
                    available: false,
                },
            ];
        });
    }

    private productCodesOf(index: CatalogIndex): Map<string, string> {
        let codes = this.productCodes.get(index);
        if (!codes) {
            codes = new Map();
            for (const product of index.snapshot.products) {
                for (const variant of product.variants) {
                    codes.set(variant.id, product.code);
                }
            }
            this.productCodes.set(index, codes);
        }
        return codes;
    }

    /** Looked up on first use: the catalog plugin's providers live in its own module. */
    private catalog(): CatalogIndexService {
        this.catalogIndexService ??= this.moduleRef.get(CatalogIndexService, { strict: false });
        if (!this.catalogIndexService) {
            throw new InternalServerError('The wishlist needs the catalog plugin');
        }
        return this.catalogIndexService;
    }
}

function withPreset(url: string): string {
    return `${url}${url.includes('?') ? '&' : '?'}preset=${WISHLIST_IMAGE_PRESET}`;
}

function pickName(ctx: RequestContext, translations: Array<{ languageCode: LanguageCode; name: string }>): string {
    const preferred =
        translations.find(translation => translation.languageCode === ctx.languageCode) ??
        translations.find(translation => translation.languageCode === ctx.channel.defaultLanguageCode) ??
        translations[0];
    return preferred?.name ?? '';
}
