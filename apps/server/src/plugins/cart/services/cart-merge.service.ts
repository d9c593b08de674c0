/**
 * The cart notes through a sign-in's cart merge. Vendure merges the lines (MergeCartsStrategy decides which) and
 * deletes the guest's order; the notes of both orders are kept here between the two steps, and applied to the merged
 * order by the login's blocking LoginEvent handler: the union of both mappings, restricted to products that are in
 * the merged cart, with the service lines made to match.
 */
import { Injectable } from '@nestjs/common';
import { CartNotes, readStoredNotes } from '@shop/rules';
import { ID, Order, OrderService, RequestContext } from '@vendure/core';

import { AttachedServicesService } from './attached-services.service';

/** A merge's notes wait at most this long for their login's handler (the same request, a few milliseconds later). */
const PENDING_TTL_MS = 60_000;

function notesOf(order: Order): CartNotes {
    return readStoredNotes((order.customFields as { notes?: string } | undefined)?.notes);
}

/** Every product's services from both mappings, each service once, the existing cart's first. */
export function unionCartNotes(first: CartNotes, second: CartNotes): CartNotes {
    const union: CartNotes = {};
    for (const notes of [first, second]) {
        for (const [productSku, services] of Object.entries(notes)) {
            union[productSku] = [...new Set([...(union[productSku] ?? []), ...services])];
        }
    }
    return union;
}

@Injectable()
export class CartMergeService {
    private pending = new Map<string, { notes: CartNotes; at: number }>();

    constructor(
        private orderService: OrderService,
        private attachedServices: AttachedServicesService,
    ) {}

    /** Called by the merge strategy: the order that survives is the existing one, which will hold both notes. */
    rememberMerge(guestOrder: Order, existingOrder: Order) {
        const now = Date.now();
        for (const [id, entry] of this.pending) {
            if (now - entry.at > PENDING_TTL_MS) this.pending.delete(id);
        }
        this.pending.set(String(existingOrder.id), {
            notes: unionCartNotes(notesOf(existingOrder), notesOf(guestOrder)),
            at: now,
        });
    }

    /** After the sign-in's merge: the customer's cart takes the merged notes, if a merge of two carts happened. */
    async afterLogin(ctx: RequestContext, userId: ID) {
        const order = await this.orderService.getActiveOrderForUser(ctx, userId);
        if (!order) return;
        const entry = this.pending.get(String(order.id));
        if (!entry) return;
        this.pending.delete(String(order.id));
        if (Date.now() - entry.at > PENDING_TTL_MS) return;
        await this.attachedServices.adoptMergedNotes(ctx, order.id, entry.notes);
    }
}
