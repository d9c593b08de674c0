/**
 * Wishlists of customers and guests: whose wishlist a request means, listing and membership, adding, changing and
 * removing items, merging a guest's wishlist into a customer's at login, and deleting guest wishlists left unused.
 * The owner always comes from the request (the session's customer, else the guest token header), never from input.
 */
import { Injectable } from '@nestjs/common';
import {
    Customer,
    CustomerService,
    EntityNotFoundError,
    ID,
    ProductVariant,
    RequestContext,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';
import { Brackets, In, IsNull, LessThan } from 'typeorm';

import {
    DEFAULT_PAGE_SIZE,
    GRN_WITHOUT_UUID_MESSAGE,
    GUEST_WISHLIST_RETENTION_DAYS,
    MAX_MEMBERSHIP_CHECK,
    MAX_QUANTITY,
    MAX_WISHLIST_ITEMS,
    PURGE_BATCH_SIZE,
    TOUCH_INTERVAL_MS,
    WISHLIST_ITEM_KIND,
    WISHLIST_TOKEN_HEADER,
} from '../constants';
import { WishlistItem } from '../entities/wishlist-item.entity';
import { Wishlist } from '../entities/wishlist.entity';
import {
    WishlistFullError,
    WishlistItemNotFoundError,
    WishlistItemReferenceError,
    WishlistProductUnavailableError,
    WishlistQuantityError,
} from '../errors';
import {
    AddToWishlistInput,
    WishlistChangeView,
    WishlistMembershipView,
    WishlistMergeResult,
    WishlistView,
} from '../types';
import { InvalidReferenceError, parseReference } from './grn';
import {
    createGuestToken,
    decodePageToken,
    encodePageToken,
    hashGuestToken,
    isWellFormedGuestToken,
} from './wishlist-tokens';
import { assertPageSize, isValidQuantity, isValidUpdateQuantity } from './wishlist-validation';
import { WishlistViewService } from './wishlist-view.service';

const MAX_SKU_LENGTH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whose wishlist a request means: the session's customer, or the guest holding a token. */
type WishlistOwner = { customerId: ID } | { tokenHash: string };

@Injectable()
export class WishlistService {
    constructor(
        private connection: TransactionalConnection,
        private customerService: CustomerService,
        private views: WishlistViewService,
    ) {}

    // ---- Queries ---------------------------------------------------------------------------------------

    /** One page of the wishlist, newest first; without a wishlist (or with an unknown token) an empty one. */
    async getWishlist(ctx: RequestContext, pageSize?: number | null, pageToken?: string | null): Promise<WishlistView> {
        const size = assertPageSize(pageSize ?? DEFAULT_PAGE_SIZE);
        // Checked before the lookup, so the answer to a bad token never depends on whether a wishlist exists.
        const after = pageToken ? decodePageToken(pageToken) : null;
        const wishlist = await this.findForRequest(ctx, true);
        if (!wishlist) {
            return { uid: null, items: [], totalItems: 0, nextPageToken: null };
        }
        const query = this.connection
            .getRepository(ctx, WishlistItem)
            .createQueryBuilder('item')
            .where('item.wishlistId = :wishlistId', { wishlistId: wishlist.id })
            .orderBy('item.id', 'DESC')
            .limit(size + 1);
        if (after !== null) {
            query.andWhere('item.id < :after', { after });
        }
        const rows = await query.getMany();
        const page = rows.slice(0, size);
        return {
            uid: this.views.wishlistUid(wishlist.id),
            items: await this.views.itemViews(ctx, page),
            totalItems: await this.countItems(ctx, wishlist.id),
            nextPageToken: rows.length > size ? encodePageToken(Number(page[page.length - 1].id)) : null,
        };
    }

    /** Which of the given variants (by id or SKU) are in the wishlist, for the hearts on product cards. */
    async membership(
        ctx: RequestContext,
        variantIds?: ID[] | null,
        skus?: string[] | null,
    ): Promise<WishlistMembershipView[]> {
        const ids = variantIds ?? [];
        const wantedSkus = skus ?? [];
        if (ids.length + wantedSkus.length > MAX_MEMBERSHIP_CHECK) {
            throw new UserInputError(`At most ${MAX_MEMBERSHIP_CHECK} variants can be checked at once.`);
        }
        const usableIds = ids.filter(isUsableId);
        const usableSkus = wantedSkus.filter(sku => sku.length > 0 && sku.length <= MAX_SKU_LENGTH);
        if (usableIds.length + usableSkus.length === 0) {
            return [];
        }
        const wishlist = await this.findForRequest(ctx, false);
        if (!wishlist) {
            return [];
        }
        const rows = await this.connection
            .getRepository(ctx, WishlistItem)
            .createQueryBuilder('item')
            .innerJoinAndSelect('item.productVariant', 'variant')
            .where('item.wishlistId = :wishlistId', { wishlistId: wishlist.id })
            .andWhere(
                new Brackets(either => {
                    if (usableIds.length > 0) {
                        either.orWhere('item.productVariantId IN (:...ids)', { ids: usableIds });
                    }
                    if (usableSkus.length > 0) {
                        either.orWhere('variant.sku IN (:...skus)', { skus: usableSkus });
                    }
                }),
            )
            .orderBy('item.id', 'DESC')
            .getMany();
        return rows.map(item => ({
            variantId: item.productVariantId,
            sku: item.productVariant.sku,
            itemUid: this.views.itemUid(item.id),
            quantity: item.quantity,
        }));
    }

    // ---- Changes ---------------------------------------------------------------------------------------

    /**
     * Adds a variant, or raises the quantity of one already there (up to the largest quantity). A shopper with no
     * wishlist gets one; a guest's new token is in the answer, the only time it leaves the server. Adds that meet
     * (a double click, two tabs) both count, as if made one after the other: nothing here fails on a unique index.
     */
    async addItem(
        ctx: RequestContext,
        input: AddToWishlistInput,
    ): Promise<WishlistChangeView | WishlistQuantityError | WishlistProductUnavailableError | WishlistFullError> {
        const quantity = input.quantity ?? 1;
        if (!isValidQuantity(quantity)) {
            return new WishlistQuantityError();
        }
        const variantId = await this.saleableVariantId(ctx, input);
        if (variantId === null) {
            return new WishlistProductUnavailableError();
        }
        const owner = await this.ownerOf(ctx);
        let wishlist = owner ? await this.findByOwner(ctx, owner) : null;
        let guestToken: string | null = null;
        if (wishlist) {
            // Written first, so the wishlist's row stays locked to this transaction (on PostgreSQL): changes to one
            // wishlist queue up, and the item limit below holds.
            await this.touch(ctx, wishlist);
        } else if (owner && 'customerId' in owner) {
            wishlist = await this.customerWishlist(ctx, owner.customerId);
        } else {
            // An unknown token is not adopted: every guest wishlist starts from a token we made.
            guestToken = createGuestToken();
            wishlist = await this.create(ctx, { customerId: null, tokenHash: hashGuestToken(guestToken) });
        }
        const items = this.connection.getRepository(ctx, WishlistItem);
        const where = { wishlistId: wishlist.id, productVariantId: variantId };
        if (!(await items.exists({ where })) && (await this.countItems(ctx, wishlist.id)) >= MAX_WISHLIST_ITEMS) {
            return new WishlistFullError();
        }
        await this.addQuantity(ctx, wishlist.id, variantId, quantity);
        return this.change(ctx, wishlist, await items.findOneByOrFail(where), guestToken);
    }

    /** Sets an item's quantity; 0 removes it. */
    async updateItem(
        ctx: RequestContext,
        itemUid: string,
        quantity: number,
    ): Promise<WishlistChangeView | WishlistQuantityError | WishlistItemNotFoundError | WishlistItemReferenceError> {
        if (!isValidUpdateQuantity(quantity)) {
            return new WishlistQuantityError();
        }
        const itemId = this.itemId(itemUid);
        if (typeof itemId === 'object') {
            return itemId;
        }
        const wishlist = await this.findForRequest(ctx, false);
        const items = this.connection.getRepository(ctx, WishlistItem);
        const item = wishlist ? await items.findOne({ where: { id: itemId, wishlistId: wishlist.id } }) : null;
        if (!wishlist || !item) {
            return new WishlistItemNotFoundError();
        }
        await this.touch(ctx, wishlist);
        if (quantity === 0) {
            await items.delete({ id: item.id });
            return this.change(ctx, wishlist, null, null);
        }
        item.quantity = quantity;
        return this.change(ctx, wishlist, await items.save(item), null);
    }

    /** Removes an item; removing one that is already gone is not an error (a double click, two tabs). */
    async removeItem(
        ctx: RequestContext,
        itemUid: string,
    ): Promise<WishlistChangeView | WishlistItemNotFoundError | WishlistItemReferenceError> {
        const itemId = this.itemId(itemUid);
        if (typeof itemId === 'object') {
            return itemId;
        }
        const wishlist = await this.findForRequest(ctx, false);
        if (!wishlist) {
            return { item: null, totalItems: 0, wishlistUid: null, guestToken: null };
        }
        const result = await this.connection
            .getRepository(ctx, WishlistItem)
            .delete({ id: itemId, wishlistId: wishlist.id });
        if ((result.affected ?? 0) > 0) {
            await this.touch(ctx, wishlist);
        }
        return this.change(ctx, wishlist, null, null);
    }

    /**
     * At a shop login that carries a guest's wishlist token (the x-wishlist-token header on the login request), that
     * guest wishlist becomes part of the customer's. Called inside the login's transaction by a blocking LoginEvent
     * handler, so the login answers only once the merge is stored, and a failed merge fails the login rather than
     * leaving the guest's items behind a cookie the storefront then drops.
     */
    async mergeAtLogin(ctx: RequestContext, userId: ID): Promise<WishlistMergeResult | null> {
        if (ctx.apiType !== 'shop') {
            return null;
        }
        const token = ctx.req?.headers[WISHLIST_TOKEN_HEADER];
        if (!isWellFormedGuestToken(token)) {
            return null;
        }
        const customer = await this.customerService.findOneByUserId(ctx, userId);
        return customer ? this.mergeGuestIntoCustomer(ctx, token, customer.id) : null;
    }

    /**
     * Moves a guest's items into a customer's wishlist and deletes the guest wishlist: a variant both hold keeps one
     * line with the quantities added up (at most the largest quantity); items that no longer fit under the item limit
     * are left out. All or nothing, and at most once per guest wishlist: running it again with the same token (the
     * login event handled twice, two logins at once) changes nothing, and a malformed or unknown token is a no-op.
     * See docs/decisions/013-wishlist-merge-at-login.md.
     */
    async mergeGuestIntoCustomer(
        ctx: RequestContext,
        guestToken: string,
        customerId: ID,
    ): Promise<WishlistMergeResult> {
        return this.connection.withTransaction(ctx, async txCtx => {
            const customer = await this.connection
                .getRepository(txCtx, Customer)
                .findOne({ where: { id: customerId, deletedAt: IsNull() } });
            if (!customer) {
                throw new EntityNotFoundError('Customer', customerId);
            }
            const wishlists = this.connection.getRepository(txCtx, Wishlist);
            const items = this.connection.getRepository(txCtx, WishlistItem);
            const tokenHash = isWellFormedGuestToken(guestToken) ? hashGuestToken(guestToken) : null;
            const guest = tokenHash ? await wishlists.findOne({ where: { tokenHash, customerId: IsNull() } }) : null;
            const existing = await wishlists.findOne({ where: { customerId: customer.id } });
            const result: WishlistMergeResult = {
                wishlistUid: existing ? this.views.wishlistUid(existing.id) : null,
                totalItems: existing ? await this.countItems(txCtx, existing.id) : 0,
                moved: 0,
                combined: 0,
                dropped: 0,
            };
            // Claimed by a first write to its row: a second merge of the same guest wishlist waits here until the
            // first is stored (PostgreSQL locks the row; SQLite runs one writing transaction at a time), then finds
            // the row gone and merges nothing, so no quantity is ever added twice.
            const claimed = guest
                ? await wishlists.update({ id: guest.id, tokenHash: tokenHash! }, { updatedAt: new Date() })
                : null;
            if (!guest || !claimed?.affected) {
                return result;
            }
            const target = await this.customerWishlist(txCtx, customer.id);
            // Read after the claim, so they are the items as the previous merge (if any) left them.
            const own = await items.find({ select: { productVariantId: true }, where: { wishlistId: target.id } });
            const ownVariants = new Set(own.map(item => String(item.productVariantId)));
            const guestItems = await items.find({ where: { wishlistId: guest.id }, order: { id: 'ASC' } });
            for (const guestItem of guestItems) {
                const variant = String(guestItem.productVariantId);
                if (ownVariants.has(variant)) {
                    // Raised in place, capped at the largest quantity, as a concurrent add from another tab would be.
                    await this.addQuantity(txCtx, target.id, guestItem.productVariantId, guestItem.quantity);
                    result.combined++;
                } else if (ownVariants.size < MAX_WISHLIST_ITEMS) {
                    // Moved, not copied: the item keeps its id and date, so the list stays in the order of adding.
                    await items.update({ id: guestItem.id }, { wishlistId: target.id });
                    ownVariants.add(variant);
                    result.moved++;
                } else {
                    result.dropped++;
                }
            }
            await items.delete({ wishlistId: guest.id });
            await wishlists.delete({ id: guest.id });
            await this.touch(txCtx, target);
            result.wishlistUid = this.views.wishlistUid(target.id);
            result.totalItems = ownVariants.size;
            return result;
        });
    }

    /** Deletes guest wishlists unused for a year (their cookie has expired); answers how many. */
    async purgeStaleGuestWishlists(ctx: RequestContext, now = new Date()): Promise<number> {
        const cutoff = new Date(now.getTime() - GUEST_WISHLIST_RETENTION_DAYS * DAY_MS);
        const wishlists = this.connection.getRepository(ctx, Wishlist);
        const items = this.connection.getRepository(ctx, WishlistItem);
        let purged = 0;
        for (;;) {
            const stale = await wishlists.find({
                select: { id: true },
                where: { customerId: IsNull(), updatedAt: LessThan(cutoff) },
                take: PURGE_BATCH_SIZE,
            });
            if (stale.length === 0) {
                return purged;
            }
            const ids = stale.map(wishlist => wishlist.id);
            await items.delete({ wishlistId: In(ids) });
            await wishlists.delete({ id: In(ids) });
            purged += ids.length;
        }
    }

    // ---- Helpers ---------------------------------------------------------------------------------------

    private async ownerOf(ctx: RequestContext): Promise<WishlistOwner | null> {
        if (ctx.activeUserId) {
            const customer = await this.customerService.findOneByUserId(ctx, ctx.activeUserId);
            if (customer) {
                // A customer's own wishlist: a guest token sent along is ignored until the login merges it.
                return { customerId: customer.id };
            }
        }
        const header = ctx.req?.headers[WISHLIST_TOKEN_HEADER];
        return isWellFormedGuestToken(header) ? { tokenHash: hashGuestToken(header) } : null;
    }

    private findByOwner(ctx: RequestContext, owner: WishlistOwner): Promise<Wishlist | null> {
        return this.connection.getRepository(ctx, Wishlist).findOne({ where: owner });
    }

    /** The request's wishlist, if it has one. A read may mark a guest wishlist as still in use. */
    private async findForRequest(ctx: RequestContext, isRead: boolean): Promise<Wishlist | null> {
        const owner = await this.ownerOf(ctx);
        const wishlist = owner ? await this.findByOwner(ctx, owner) : null;
        if (
            wishlist &&
            isRead &&
            wishlist.customerId == null &&
            Date.now() - wishlist.updatedAt.getTime() > TOUCH_INTERVAL_MS
        ) {
            await this.touch(ctx, wishlist);
        }
        return wishlist;
    }

    private create(ctx: RequestContext, fields: Pick<Wishlist, 'customerId' | 'tokenHash'>): Promise<Wishlist> {
        return this.connection.getRepository(ctx, Wishlist).save(new Wishlist(fields));
    }

    /** The customer's wishlist, created unless a concurrent request has just created it. */
    private async customerWishlist(ctx: RequestContext, customerId: ID): Promise<Wishlist> {
        const wishlists = this.connection.getRepository(ctx, Wishlist);
        await wishlists
            .createQueryBuilder()
            .insert()
            .values({ customerId, tokenHash: null })
            .orIgnore()
            .updateEntity(false)
            .execute();
        return wishlists.findOneByOrFail({ customerId });
    }

    /**
     * Adds `quantity` of a variant with two statements that a concurrent add of the same variant cannot make fail:
     * the item is created empty when missing (a concurrent creation wins and ours is skipped), then raised in place.
     */
    private async addQuantity(ctx: RequestContext, wishlistId: ID, productVariantId: ID, quantity: number) {
        const items = this.connection.getRepository(ctx, WishlistItem);
        await items
            .createQueryBuilder()
            .insert()
            .values({ wishlistId, productVariantId, quantity: 0 })
            .orIgnore()
            .updateEntity(false)
            .execute();
        const column = items.manager.connection.driver.escape('quantity');
        await items
            .createQueryBuilder()
            .update()
            .set({ quantity: () => `CASE WHEN ${column} + :quantity > :max THEN :max ELSE ${column} + :quantity END` })
            .where({ wishlistId, productVariantId })
            .setParameters({ quantity, max: MAX_QUANTITY })
            .execute();
    }

    /** Marks the wishlist as used now: the clean-up of guest wishlists goes by this date. */
    private async touch(ctx: RequestContext, wishlist: Wishlist) {
        wishlist.updatedAt = new Date();
        await this.connection
            .getRepository(ctx, Wishlist)
            .update({ id: wishlist.id }, { updatedAt: wishlist.updatedAt });
    }

    private countItems(ctx: RequestContext, wishlistId: ID): Promise<number> {
        return this.connection.getRepository(ctx, WishlistItem).count({ where: { wishlistId } });
    }

    private async change(
        ctx: RequestContext,
        wishlist: Wishlist,
        item: WishlistItem | null,
        guestToken: string | null,
    ): Promise<WishlistChangeView> {
        return {
            item: item ? (await this.views.itemViews(ctx, [item]))[0] : null,
            totalItems: await this.countItems(ctx, wishlist.id),
            wishlistUid: this.views.wishlistUid(wishlist.id),
            guestToken,
        };
    }

    /** The database id named by an item's uid or GRN; a GRN whose id we could not have issued names nothing. */
    private itemId(reference: string): ID | WishlistItemReferenceError | WishlistItemNotFoundError {
        let encoded: string;
        try {
            encoded = parseReference(reference, WISHLIST_ITEM_KIND);
        } catch (error) {
            if (error instanceof InvalidReferenceError) return new WishlistItemReferenceError(error.message);
            throw error;
        }
        const id = this.views.decodeId(encoded);
        if (id === null) {
            return reference.includes('grn:')
                ? new WishlistItemReferenceError(GRN_WITHOUT_UUID_MESSAGE)
                : new WishlistItemNotFoundError();
        }
        return id;
    }

    /**
     * The variant to add, by id or SKU, if shoppers can buy it here: enabled, not deleted, in this channel; null
     * otherwise. A call naming the variant twice or not at all is malformed, not a shopper's mistake: it throws.
     */
    private async saleableVariantId(ctx: RequestContext, input: AddToWishlistInput): Promise<ID | null> {
        const byId = input.variantId != null;
        const bySku = input.sku != null;
        if (byId === bySku) {
            throw new UserInputError('Give either variantId or sku of the product to add.');
        }
        if (
            (byId && !isUsableId(input.variantId!)) ||
            (bySku && (input.sku!.length === 0 || input.sku!.length > MAX_SKU_LENGTH))
        ) {
            return null;
        }
        const query = this.connection
            .getRepository(ctx, ProductVariant)
            .createQueryBuilder('variant')
            .select('variant.id', 'id')
            .innerJoin('variant.product', 'product')
            .innerJoin('variant.channels', 'variantChannel', 'variantChannel.id = :channelId')
            .innerJoin('product.channels', 'productChannel', 'productChannel.id = :channelId')
            .where('variant.deletedAt IS NULL')
            .andWhere('variant.enabled = :enabled')
            .andWhere('product.deletedAt IS NULL')
            .andWhere('product.enabled = :enabled')
            .setParameters({ channelId: ctx.channelId, enabled: true });
        if (byId) {
            query.andWhere('variant.id = :variantId', { variantId: input.variantId });
        } else {
            query.andWhere('variant.sku = :sku', { sku: input.sku }).orderBy('variant.id', 'ASC');
        }
        const row = await query.getRawOne<{ id: ID }>();
        return row?.id ?? null;
    }
}

/** A decoded ID argument that could name a row (a malformed one decodes to -1 or NaN). */
function isUsableId(id: ID): boolean {
    return typeof id === 'number' ? Number.isSafeInteger(id) && id > 0 : typeof id === 'string' && id.length > 0;
}
