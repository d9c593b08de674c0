/**
 * The catalog queries of the shop API: checks the input and answers from the in-memory index, which holds the
 * announced reductions with their Omnibus reference (decision 006).
 */
import { Injectable } from '@nestjs/common';
import { ConfigService, RequestContext } from '@vendure/core';

import {
    BestSellersInput,
    BestSellersView,
    CatalogListingInput,
    ListingView,
    ProductDetailView,
    RouteView,
    SitemapView,
    StockChangesView,
} from '../types';
import { requestAssetUrl } from './asset-url';
import { BestSellersService } from './best-sellers.service';
import { CatalogIndexService } from './catalog-index.service';
import {
    assertPath,
    assertProductCode,
    assertStockVersion,
    validateBestSellersInput,
    validateListingInput,
} from './catalog-validation';

@Injectable()
export class CatalogService {
    constructor(
        private indexService: CatalogIndexService,
        private configService: ConfigService,
        private bestSellersService: BestSellersService,
    ) {}

    async bestSellers(ctx: RequestContext, input: BestSellersInput): Promise<BestSellersView> {
        const query = validateBestSellersInput(input);
        const [index, ranking] = await Promise.all([
            this.indexService.getIndex(),
            this.bestSellersService.ranking(ctx, query.days),
        ]);
        return index.bestSellers(
            ranking.map(sales => sales.productId),
            query.take,
            query.fallbackCategorySlug,
            requestAssetUrl(this.configService, ctx),
        );
    }

    async listing(ctx: RequestContext, input: CatalogListingInput): Promise<ListingView> {
        const query = validateListingInput(input);
        const index = await this.indexService.getIndex();
        const listing = index.listing(query, requestAssetUrl(this.configService, ctx));
        return listing;
    }

    async product(ctx: RequestContext, code: string): Promise<ProductDetailView | null> {
        assertProductCode(code);
        const [index, liveStock] = await Promise.all([
            this.indexService.getIndex(),
            this.indexService.liveStock(ctx, code),
        ]);
        return index.product(code, requestAssetUrl(this.configService, ctx), liveStock);
    }

    async stockChanges(since: string | null | undefined): Promise<StockChangesView> {
        const version = assertStockVersion(since);
        const changes = await this.indexService.stockChanges(version);
        return { version: String(changes.version), productCodes: changes.productCodes };
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
}
