/**
 * Attached services: add-on products (warranties, installation, disposal) attached to a product line of the cart,
 * kept in the order's `notes` (requirements §3) and in service order lines that follow their products' quantities. The
 * services mutations change lines and notes together in the request's transaction; the cart rules call
 * `followProducts` when a shopper's own change moves a product's quantity.
 */
import { Injectable } from '@nestjs/common';
import {
    CartNotes,
    MAX_SERVICES_PER_PRODUCT,
    parseCartNotes,
    pruneCartNotes,
    readStoredNotes,
    serializeCartNotes,
    serviceQuantities,
} from '@shop/rules';
import {
    ActiveOrderService,
    EventBus,
    ID,
    isGraphQlErrorResult,
    Order,
    OrderLine,
    OrderLineEvent,
    OrderService,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';

import { CartServicesRefusal } from '../errors';
import { asInternalChange } from './internal-change';
import { AttachedServiceCatalogService, VariantKind } from './attached-service-catalog.service';

interface DescribedLine {
    line: OrderLine;
    kind: VariantKind;
}

function notesOf(order: Order): string | undefined {
    return (order.customFields as { notes?: string } | undefined)?.notes;
}

export function sameId(a: ID | undefined | null, b: ID | undefined | null): boolean {
    return a != null && b != null && String(a) === String(b);
}

@Injectable()
export class AttachedServicesService {
    constructor(
        private connection: TransactionalConnection,
        private orderService: OrderService,
        private activeOrderService: ActiveOrderService,
        private serviceCatalog: AttachedServiceCatalogService,
        private eventBus: EventBus,
    ) {}

    /**
     * Brings the service lines and notes of `order` in line with the products' coming quantities, changing the
     * order object Vendure goes on to price and save. `leaving` is the line Vendure itself is about to remove.
     */
    async followProducts(
        ctx: RequestContext,
        order: Order,
        comingQuantities: Map<string, number>,
        removedServices: ReadonlySet<string> = new Set(),
        leaving?: ID,
    ) {
        const lines = await this.describe(ctx, order);
        const productQuantities = this.productQuantities(lines, comingQuantities);
        const stored = readStoredNotes(notesOf(order));
        const notes = pruneCartNotes(stored, productQuantities, removedServices);
        const wanted = serviceQuantities(notes, productQuantities);
        const lineRepo = this.connection.getRepository(ctx, OrderLine);
        for (const { line, kind } of lines) {
            if (!kind.isService || sameId(line.id, leaving)) {
                continue;
            }
            const quantity = wanted.get(kind.sku) ?? 0;
            if (quantity === 0) {
                order.lines.splice(order.lines.indexOf(line), 1);
                const removed = new OrderLine(line);
                await lineRepo.delete(line.id);
                await this.eventBus.publish(new OrderLineEvent(ctx, order, removed, 'deleted'));
            } else if (quantity !== line.quantity) {
                line.quantity = quantity;
                await lineRepo.update(line.id, { quantity });
            }
        }
        await this.writeNotes(ctx, order, notes);
    }

    // ---- The services mutations ---------------------------------------------------------------------------

    /** Attaches exactly `serviceSkus` to the product with SKU `productSku` in the active cart. */
    async setProductServices(ctx: RequestContext, productSku: string, serviceSkus: string[]): Promise<Order> {
        const order = await this.activeCart(ctx);
        if (
            serviceSkus.length > MAX_SERVICES_PER_PRODUCT ||
            new Set(serviceSkus).size !== serviceSkus.length ||
            serviceSkus.some(sku => typeof sku !== 'string' || sku.length === 0)
        ) {
            throw new CartServicesRefusal('the services asked for are not a list of distinct SKUs');
        }
        const lines = await this.describe(ctx, order);
        const notes = readStoredNotes(notesOf(order));
        notes[productSku] = serviceSkus;
        await this.assertApplicable(ctx, lines, { [productSku]: serviceSkus });
        return this.reconcile(ctx, order, lines, notes);
    }

    /** requirements §7 addNoteOnCart: replaces the whole mapping after checking it against the cart. */
    async setNotes(ctx: RequestContext, raw: string): Promise<Order> {
        const order = await this.activeCart(ctx);
        const notes = parseCartNotes(raw);
        if (!notes) {
            throw new CartServicesRefusal('the notes are not an object of SKU to SKUs');
        }
        const lines = await this.describe(ctx, order);
        await this.assertApplicable(ctx, lines, notes);
        return this.reconcile(ctx, order, lines, notes);
    }

    /** requirements §4 recovery: every service line out, notes back to '{}'. */
    async removeAllServices(ctx: RequestContext): Promise<Order> {
        const order = await this.activeCart(ctx);
        return this.reconcile(ctx, order, await this.describe(ctx, order), {});
    }

    /**
     * After a sign-in merged two carts: the notes of both (merged by CartMergeService) kept for the products in the
     * cart and the services that still apply to them, and the service lines made to match. Should the services not
     * fit (a service out of stock), every service line goes and the notes are reset, as requirements §4's recovery does.
     */
    async adoptMergedNotes(ctx: RequestContext, orderId: ID, notes: CartNotes): Promise<void> {
        const order = await this.fullOrder(ctx, orderId);
        const lines = await this.describe(ctx, order);
        const applicable: CartNotes = {};
        for (const [productSku, services] of Object.entries(notes)) {
            const product = lines.find(({ kind }) => !kind.isService && kind.sku === productSku);
            if (!product) {
                continue;
            }
            const allowed = await this.serviceCatalog.applicableServices(
                ctx,
                product.kind.productId,
                product.line.unitPriceWithTax,
            );
            const kept = services.filter(sku => allowed.has(sku)).slice(0, MAX_SERVICES_PER_PRODUCT);
            if (kept.length > 0) {
                applicable[productSku] = kept;
            }
        }
        try {
            await this.connection.withTransaction(ctx, txCtx => this.reconcile(txCtx, order, lines, applicable));
        } catch (error) {
            if (!(error instanceof CartServicesRefusal)) {
                throw error;
            }
            const fresh = await this.fullOrder(ctx, orderId);
            await this.reconcile(ctx, fresh, await this.describe(ctx, fresh), {});
        }
    }

    private async activeCart(ctx: RequestContext): Promise<Order> {
        const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
        if (!active || active.state !== 'AddingItems') {
            throw new CartServicesRefusal('there is no cart to change');
        }
        return this.fullOrder(ctx, active.id);
    }

    private async fullOrder(ctx: RequestContext, orderId: ID): Promise<Order> {
        const order = await this.orderService.findOne(ctx, orderId);
        if (!order) {
            throw new CartServicesRefusal('the cart is gone');
        }
        return order;
    }

    /** Every key must be a product line of the cart and every value a service that applies to it. */
    private async assertApplicable(ctx: RequestContext, lines: DescribedLine[], notes: CartNotes) {
        for (const [productSku, services] of Object.entries(notes)) {
            const product = lines.find(({ kind }) => !kind.isService && kind.sku === productSku);
            if (!product) {
                throw new CartServicesRefusal('the product is not in the cart');
            }
            if (services.length === 0) {
                continue;
            }
            const applicable = await this.serviceCatalog.applicableServices(
                ctx,
                product.kind.productId,
                product.line.unitPriceWithTax,
            );
            if (!services.every(sku => applicable.has(sku))) {
                throw new CartServicesRefusal('a service does not apply to the product');
            }
        }
    }

    /** Adds, adjusts and removes service lines to match `notes`, then stores the notes: all or nothing. */
    private async reconcile(ctx: RequestContext, order: Order, lines: DescribedLine[], notes: CartNotes) {
        const productQuantities = this.productQuantities(lines, new Map());
        const kept = pruneCartNotes(notes, productQuantities);
        const wanted = serviceQuantities(kept, productQuantities);
        const toRemove: ID[] = [];
        const toAdjust: Array<{ orderLineId: ID; quantity: number }> = [];
        const present = new Set<string>();
        for (const { line, kind } of lines) {
            if (!kind.isService) {
                continue;
            }
            present.add(kind.sku);
            const quantity = wanted.get(kind.sku) ?? 0;
            if (quantity === 0) {
                toRemove.push(line.id);
            } else if (quantity !== line.quantity) {
                toAdjust.push({ orderLineId: line.id, quantity });
            }
        }
        const missing = [...wanted.keys()].filter(sku => !present.has(sku));
        const variantIds = await this.serviceVariantIds(ctx, lines, kept, missing);
        await asInternalChange(ctx, async () => {
            if (toRemove.length > 0) {
                this.assertNoError(await this.orderService.removeItemsFromOrder(ctx, order.id, toRemove));
            }
            if (toAdjust.length > 0) {
                this.assertNoErrors((await this.orderService.adjustOrderLines(ctx, order.id, toAdjust)).errorResults);
            }
            if (missing.length > 0) {
                const items = missing.map(sku => ({
                    productVariantId: variantIds.get(sku)!,
                    quantity: wanted.get(sku)!,
                }));
                this.assertNoErrors((await this.orderService.addItemsToOrder(ctx, order.id, items)).errorResults);
            }
        });
        await this.orderService.updateCustomFields(ctx, order.id, { notes: serializeCartNotes(kept) });
        return this.fullOrder(ctx, order.id);
    }

    private async serviceVariantIds(ctx: RequestContext, lines: DescribedLine[], notes: CartNotes, skus: string[]) {
        const ids = new Map<string, ID>();
        for (const [productSku, services] of Object.entries(notes)) {
            const wantedHere = services.filter(sku => skus.includes(sku) && !ids.has(sku));
            if (wantedHere.length === 0) {
                continue;
            }
            const product = lines.find(({ kind }) => !kind.isService && kind.sku === productSku)!;
            const applicable = await this.serviceCatalog.applicableServices(
                ctx,
                product.kind.productId,
                product.line.unitPriceWithTax,
            );
            for (const sku of wantedHere) {
                const id = applicable.get(sku);
                if (id === undefined) {
                    throw new CartServicesRefusal('a service does not apply to the product');
                }
                ids.set(sku, id);
            }
        }
        return ids;
    }

    private assertNoError(result: unknown) {
        if (isGraphQlErrorResult(result as never)) {
            throw new CartServicesRefusal('a service line could not be changed');
        }
    }

    private assertNoErrors(results: unknown[]) {
        if (results.length > 0) {
            throw new CartServicesRefusal('a service line could not be changed');
        }
    }

    // ---- Shared ---------------------------------------------------------------------------------------------

    private async describe(ctx: RequestContext, order: Order): Promise<DescribedLine[]> {
        const kinds = await this.serviceCatalog.variantKinds(
            ctx,
            order.lines.map(line => line.productVariantId),
        );
        return order.lines
            .map(line => ({ line, kind: kinds.get(String(line.productVariantId))! }))
            .filter(described => described.kind !== undefined);
    }

    /** Quantity of each product SKU in the cart, with the coming quantities of the lines about to change. */
    private productQuantities(lines: DescribedLine[], coming: Map<string, number>): Map<string, number> {
        const quantities = new Map<string, number>();
        for (const { line, kind } of lines) {
            if (!kind.isService) {
                const quantity = coming.get(String(line.id)) ?? line.quantity;
                quantities.set(kind.sku, (quantities.get(kind.sku) ?? 0) + quantity);
            }
        }
        return quantities;
    }

    private async writeNotes(ctx: RequestContext, order: Order, notes: CartNotes) {
        const serialized = serializeCartNotes(notes);
        if (serialized === (notesOf(order) ?? '{}')) {
            return;
        }
        // Vendure saves the order without its custom fields after pricing it, so the notes are written here.
        await this.connection.getRepository(ctx, Order).update(order.id, { customFields: { notes: serialized } });
        (order.customFields as { notes?: string }).notes = serialized;
    }
}
