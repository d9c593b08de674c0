/** The catalog queries of the shop API: checks the input, answers from the in-memory index, adds Omnibus prices. */
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ConfigService, Logger, RequestContext } from '@vendure/core';

import { PriceHistoryService } from '../../price-history';
import { loggerCtx } from '../constants';
import { CatalogListingInput, ListingView, ProductCardView, ProductDetailView, RouteView, SitemapView } from '../types';
import { requestAssetUrl } from './asset-url';
import { CatalogIndexService } from './catalog-index.service';
import { assertPath, assertProductCode, validateListingInput } from './catalog-validation';

@Injectable()
export class CatalogService {
    private priceHistory: PriceHistoryService | null | undefined;

    constructor(
        private indexService: CatalogIndexService,
        private configService: ConfigService,
        private moduleRef: ModuleRef,
    ) {}

    async listing(ctx: RequestContext, input: CatalogListingInput): Promise<ListingView> {
        const query = validateListingInput(input);
        const index = await this.indexService.getIndex();
        const listing = index.listing(query, requestAssetUrl(this.configService, ctx));
        await this.addCardOmnibusPrices(ctx, listing.items);
        return listing;
    }

    async product(ctx: RequestContext, code: string): Promise<ProductDetailView | null> {
        assertProductCode(code);
        const index = await this.indexService.getIndex();
        const product = index.product(code, requestAssetUrl(this.configService, ctx));
        if (product) {
            await this.addOmnibusPrices(ctx, product);
            await this.addCardOmnibusPrices(ctx, [...product.related, ...product.services]);
        }
        return product;
    }

    async resolve(path: string): Promise<RouteView | null> {
        assertPath(path);
        const index = await this.indexService.getIndex();
        return index.resolve(path);
    }

    async sitemap(): Promise<SitemapView> {
        const index = await this.indexService.getIndex();
        return index.sitemap();
    }

    /**
     * Codice del Consumo art. 17-bis: a discount is announced with the lowest price of the 30 days before it.
     * Looked up only for this product's discounted variants; without price history the fields stay empty.
     */
    private async addOmnibusPrices(ctx: RequestContext, product: ProductDetailView) {
        const discounted = product.variants.filter(variant => variant.regularPrice !== null);
        const priceHistory = this.priceHistoryService();
        if (discounted.length === 0 || !priceHistory) {
            return;
        }
        const prices = await priceHistory.omnibusPrices(
            ctx,
            discounted.map(variant => variant.id),
        );
        for (const variant of discounted) {
            const reference = prices.get(String(variant.id));
            if (reference) {
                variant.lowestPrice30Days = reference.lowestPrice;
                variant.lowestPricePeriodDays = reference.periodDays;
            }
        }
    }

    /** Cards announce discounts too, so the discounted ones carry the same reference price (one query per answer). */
    private async addCardOmnibusPrices(ctx: RequestContext, cards: ProductCardView[]) {
        const discounted = cards.filter(card => card.regularPrice !== null);
        const priceHistory = this.priceHistoryService();
        if (discounted.length === 0 || !priceHistory) {
            return;
        }
        const prices = await priceHistory.omnibusPrices(
            ctx,
            discounted.map(card => card.variantId),
        );
        for (const card of discounted) {
            const reference = prices.get(String(card.variantId));
            if (reference) {
                card.lowestPrice30Days = reference.lowestPrice;
                card.lowestPricePeriodDays = reference.periodDays;
            }
        }
    }

    /** Looked up once, loosely: the catalog still answers in a configuration without the price-history plugin. */
    private priceHistoryService(): PriceHistoryService | null {
        if (this.priceHistory === undefined) {
            try {
                this.priceHistory = this.moduleRef.get(PriceHistoryService, { strict: false });
            } catch {
                Logger.warn('Price history is not available: Omnibus prices stay empty', loggerCtx);
                this.priceHistory = null;
            }
        }
        return this.priceHistory ?? null;
    }
}
