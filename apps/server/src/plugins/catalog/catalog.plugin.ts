/**
 * The storefront's catalog: listings with facets, Italian search, product pages, path resolution and sitemap; and the
 * AVIF resizes of a newly uploaded picture, made before a shopper asks for them.
 */
import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { shopApiExtensions } from './api/api-extensions';
import { CatalogShopResolver } from './api/catalog-shop.resolver';
import { BestSellersService } from './services/best-sellers.service';
import { CatalogIndexService } from './services/catalog-index.service';
import { CatalogLoaderService } from './services/catalog-loader.service';
import { CatalogService } from './services/catalog.service';
import { PictureWarmUpService } from './services/picture-warm-up.service';

@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [CatalogLoaderService, CatalogIndexService, BestSellersService, CatalogService, PictureWarmUpService],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [CatalogShopResolver] },
    compatibility: '^3.0.0',
})
export class CatalogPlugin {}
