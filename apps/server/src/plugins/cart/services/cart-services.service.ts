/**
 * The cart's server-side rules: what may be added and in which quantity (requirements §5), and the services attached
 * to products, kept in the order's `notes` (requirements §3) and in service order lines that follow their products'
 * quantities. Shoppers' own cart changes reach here through the order interceptor before Vendure applies them;
 * the services mutations change lines and notes together in the request's transaction.
 */
import { Injectable } from '@nestjs/common';
import {
    ActiveOrderService,
    EventBus,
    ID,
    isGraphQlErrorResult,
    Order,
    OrderLine,
    OrderLineEvent,
    OrderService,
    ProductVariant,
    ProductVariantPrice,
    ProductVariantService,
    RequestContext,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';

import {
    MAX_SALEABLE_MESSAGE,
    MAX_SERVICES_PER_PRODUCT,
    NOT_ADDABLE_MESSAGE,
    SERVICE_ERROR_MESSAGE,
} from '../constants';
import {
    CartNotes,
    parseCartNotes,
    pruneCartNotes,
    readStoredNotes,
    serializeCartNotes,
    serviceQuantities,
} from './cart-notes';
import { asInternalChange } from './internal-change';
import { takeRequestedQuantity } from './requested-quantity';
import { ServiceCatalogService, VariantKind } from './service-catalog.service';

interface DescribedLine {
    line: OrderLine;
    kind: VariantKind;
}

function notesOf(order: Order): string | undefined {
    return (order.customFields as { notes?: string } | undefined)?.notes;
}

function sameId(a: ID | undefined | null, b: ID | undefined | null): boolean {
    return a != null && b != null && String(a) === String(b);
}

@Injectable()
export class CartServicesService {
    constructor(
        private connection: TransactionalConnection,
        private orderService: OrderService,
        private activeOrderService: ActiveOrderService,
        private productVariantService: ProductVariantService,
        private serviceCatalog: ServiceCatalogService,
        private eventBus: EventBus,
    ) {}

    // ---- Rules on shoppers' own changes (called by the order interceptor) --------------------------------

    /**
     * requirements §5 for an added variant: services only through their product, a price, and stock for the new total.
     * Vendure passes the line's coming total, or only the part that fits when the stock cannot cover the add; what
     * the shopper asked for (see requested-quantity.ts) decides, so an add beyond the stock is refused as a whole.
     */
    async checkAdd(ctx: RequestContext, order: Order, variant: ProductVariant, quantity: number) {
        const existing = order.lines.find(line => sameId(line.productVariantId, variant.id));
        // Without a recorded request (a call from code), Vendure's quantity is read as the line's coming total.
        const added = takeRequestedQuantity(ctx, variant.id) ?? quantity - (existing?.quantity ?? 0);
        const kind = (await this.serviceCatalog.variantKinds(ctx, [variant.id])).get(String(variant.id));
        if (!kind) {
            return NOT_ADDABLE_MESSAGE;
        }
        if (kind.isService) {
            // A service is bought for a product in the cart: setCartServices adds it with the right quantity.
            return SERVICE_ERROR_MESSAGE;
        }
        if (!kind.isVirtual) {
            if ((await this.price(ctx, variant.id)) <= 0) {
                return NOT_ADDABLE_MESSAGE;
            }
            const inCart = order.lines
                .filter(line => sameId(line.productVariantId, variant.id))
                .reduce((sum, line) => sum + line.quantity, 0);
            const saleable = await this.productVariantService.getSaleableStockLevel(ctx, variant);
            if (inCart + added > saleable) {
                return MAX_SALEABLE_MESSAGE;
            }
        }
        if (existing) {
            await this.followProducts(ctx, order, new Map([[String(existing.id), existing.quantity + added]]));
        }
    }

    /** A product line's new quantity must fit the saleable stock; a service line's quantity is not the shopper's. */
    async checkAdjust(ctx: RequestContext, order: Order, orderLine: OrderLine, quantity: number) {
        const kind = (await this.serviceCatalog.variantKinds(ctx, [orderLine.productVariantId])).get(
            String(orderLine.productVariantId),
        );
        if (kind?.isService) {
            return SERVICE_ERROR_MESSAGE;
        }
        let applied = quantity;
        if (kind && !kind.isVirtual) {
            const otherLines = order.lines
                .filter(
                    line => sameId(line.productVariantId, orderLine.productVariantId) && !sameId(line.id, orderLine.id),
                )
                .reduce((sum, line) => sum + line.quantity, 0);
            const saleable = await this.productVariantService.getSaleableStockLevel(ctx, orderLine.productVariant);
            if (quantity > orderLine.quantity && otherLines + quantity > saleable) {
                return MAX_SALEABLE_MESSAGE;
            }
            // Lowering a line whose stock ran out since: Vendure lowers it further to what is saleable.
            applied = Math.min(quantity, Math.max(saleable - otherLines, 0));
        }
        await this.followProducts(ctx, order, new Map([[String(orderLine.id), applied]]));
    }

    /** Removing a product takes its services with it; removing a service detaches it from every product. */
    async beforeRemove(ctx: RequestContext, order: Order, orderLine: OrderLine) {
        const kind = (await this.serviceCatalog.variantKinds(ctx, [orderLine.productVariantId])).get(
            String(orderLine.productVariantId),
        );
        if (kind?.isService) {
            await this.followProducts(ctx, order, new Map(), new Set([kind.sku]), orderLine.id);
        } else {
            await this.followProducts(ctx, order, new Map([[String(orderLine.id), 0]]), new Set(), orderLine.id);
        }
    }

    /**
     * Brings the service lines and notes of `order` in line with the products' coming quantities, changing the
     * order object Vendure goes on to price and save. `leaving` is the line Vendure itself is about to remove.
     */
    private async followProducts(
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
            throw new UserInputError(SERVICE_ERROR_MESSAGE);
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
            throw new UserInputError(SERVICE_ERROR_MESSAGE);
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

    private async activeCart(ctx: RequestContext): Promise<Order> {
        const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
        if (!active || active.state !== 'AddingItems') {
            throw new UserInputError(SERVICE_ERROR_MESSAGE);
        }
        return this.fullOrder(ctx, active.id);
    }

    private async fullOrder(ctx: RequestContext, orderId: ID): Promise<Order> {
        const order = await this.orderService.findOne(ctx, orderId);
        if (!order) {
            throw new UserInputError(SERVICE_ERROR_MESSAGE);
        }
        return order;
    }

    /** Every key must be a product line of the cart and every value a service that applies to it. */
    private async assertApplicable(ctx: RequestContext, lines: DescribedLine[], notes: CartNotes) {
        for (const [productSku, services] of Object.entries(notes)) {
            const product = lines.find(({ kind }) => !kind.isService && kind.sku === productSku);
            if (!product) {
                throw new UserInputError(SERVICE_ERROR_MESSAGE);
            }
            if (services.length === 0) {
                continue;
            }
            const applicable = await this.serviceCatalog.applicableServices(ctx, product.kind.productId);
            if (!services.every(sku => applicable.has(sku))) {
                throw new UserInputError(SERVICE_ERROR_MESSAGE);
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
            const applicable = await this.serviceCatalog.applicableServices(ctx, product.kind.productId);
            for (const sku of wantedHere) {
                const id = applicable.get(sku);
                if (id === undefined) {
                    throw new UserInputError(SERVICE_ERROR_MESSAGE);
                }
                ids.set(sku, id);
            }
        }
        return ids;
    }

    private assertNoError(result: unknown) {
        if (isGraphQlErrorResult(result as never)) {
            throw new UserInputError(SERVICE_ERROR_MESSAGE);
        }
    }

    private assertNoErrors(results: unknown[]) {
        if (results.length > 0) {
            throw new UserInputError(SERVICE_ERROR_MESSAGE);
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

    private async price(ctx: RequestContext, variantId: ID): Promise<number> {
        const price = await this.connection.getRepository(ctx, ProductVariantPrice).findOne({
            where: { variant: { id: variantId }, channelId: ctx.channelId, currencyCode: ctx.currencyCode },
        });
        return price?.price ?? 0;
    }
}
