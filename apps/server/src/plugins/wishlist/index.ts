export * from './wishlist.plugin';
export * from './constants';
export * from './types';
export { Wishlist } from './entities/wishlist.entity';
export { WishlistItem } from './entities/wishlist-item.entity';
export { formatGrn, formatUid, getUuidFromGrn, isValidGrn, parseReference } from './services/grn';
export { purgeGuestWishlistsTask } from './services/purge-guest-wishlists.task';
export { WishlistService } from './services/wishlist.service';
export { WishlistViewService } from './services/wishlist-view.service';
