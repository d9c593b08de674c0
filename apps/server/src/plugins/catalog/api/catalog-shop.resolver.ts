/** Shop API entry points of the catalog: thin, the work is in CatalogService. */
import { Args, Query, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';

import { CatalogService } from '../services/catalog.service';
import { BestSellersInput, CatalogListingInput } from '../types';

@Resolver()
export class CatalogShopResolver {
    constructor(private catalogService: CatalogService) {}

    @Query()
    catalogListing(@Ctx() ctx: RequestContext, @Args() args: { input: CatalogListingInput }) {
        return this.catalogService.listing(ctx, args.input);
    }

    @Query()
    catalogBestSellers(@Ctx() ctx: RequestContext, @Args() args: { input: BestSellersInput }) {
        return this.catalogService.bestSellers(ctx, args.input);
    }

    @Query()
    catalogProduct(@Ctx() ctx: RequestContext, @Args() args: { code: string }) {
        return this.catalogService.product(ctx, args.code);
    }

    @Query()
    catalogResolve(@Args() args: { path: string }) {
        return this.catalogService.resolve(args.path);
    }

    @Query()
    catalogStockChanges(@Args() args: { since?: string | null }) {
        return this.catalogService.stockChanges(args.since);
    }

    @Query()
    catalogSitemap() {
        return this.catalogService.sitemap();
    }
}
