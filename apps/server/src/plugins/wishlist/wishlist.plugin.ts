/** Wishlists of guests (by an opaque token) and customers, merged at login; product data from the catalog index. */
import { OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, LoginEvent, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { shopApiExtensions } from './api/api-extensions';
import {
    AddToWishlistResultResolver,
    RemoveFromWishlistResultResolver,
    UpdateWishlistItemResultResolver,
    WishlistShopResolver,
} from './api/wishlist-shop.resolver';
import { MERGE_AT_LOGIN_HANDLER_ID } from './constants';
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
export class WishlistPlugin implements OnApplicationBootstrap {
    constructor(
        private eventBus: EventBus,
        private wishlistService: WishlistService,
    ) {}

    onApplicationBootstrap() {
        // Blocking, so the merge is part of the login's transaction and done before the login answers: the
        // storefront may drop its guest wishlist cookie as soon as the login succeeds.
        this.eventBus.registerBlockingEventHandler({
            event: LoginEvent,
            id: MERGE_AT_LOGIN_HANDLER_ID,
            handler: async event => {
                await this.wishlistService.mergeAtLogin(event.ctx, event.user.id);
            },
        });
    }
}
