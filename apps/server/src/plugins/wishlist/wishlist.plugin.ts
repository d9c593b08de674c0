/** Wishlists of guests (by an opaque token) and customers, merged at login; product data from the catalog index. */
import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { shopApiExtensions } from './api/api-extensions';
import {
    AddToWishlistResultResolver,
    RemoveFromWishlistResultResolver,
    UpdateWishlistItemResultResolver,
    WishlistShopResolver,
} from './api/wishlist-shop.resolver';
import { WishlistItem } from './entities/wishlist-item.entity';
import { Wishlist } from './entities/wishlist.entity';
import { purgeGuestWishlistsTask } from './services/purge-guest-wishlists.task';
import { WishlistViewService } from './services/wishlist-view.service';
import { WishlistService } from './services/wishlist.service';

@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [Wishlist, WishlistItem],
    providers: [WishlistService, WishlistViewService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [
            WishlistShopResolver,
            AddToWishlistResultResolver,
            UpdateWishlistItemResultResolver,
            RemoveFromWishlistResultResolver,
        ],
    },
    configuration: config => {
        config.schedulerOptions.tasks = [...(config.schedulerOptions.tasks ?? []), purgeGuestWishlistsTask];
        return config;
    },
    compatibility: '^3.0.0',
})
export class WishlistPlugin {}
