/**
 * The cart add rules (requirements §5): what a shopper may add to the cart or change, and in which quantity (a price, the
 * saleable stock, services only through their product), with the refusal each breach answers. Shoppers' own cart
 * changes reach here through the order interceptor before Vendure applies them; attached services then follow
 * their products' new quantities.
 */
import { Injectable } from '@nestjs/common';
import {
    ID,
    Order,
    OrderLine,
    ProductVariant,
    ProductVariantPrice,
    ProductVariantService,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';

import { CartRefusal } from '../errors';
import { AttachedServiceCatalogService } from './attached-service-catalog.service';
import { AttachedServicesService, sameId } from './attached-services.service';
import { takeRequestedQuantity } from './requested-quantity';

@Injectable()
export class CartRulesService {
    constructor(
        private connection: TransactionalConnection,
        private productVariantService: ProductVariantService,
        private serviceCatalog: AttachedServiceCatalogService,
        private attachedServices: AttachedServicesService,
    ) {}

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
            return CartRefusal.NotAddable;
        }
        if (kind.isService) {
            // A service is bought for a product in the cart: setCartServices adds it with the right quantity.
            return CartRefusal.ServiceFollowsProduct;
        }
        if (!kind.isVirtual) {
            if ((await this.price(ctx, variant.id)) <= 0) {
                return CartRefusal.NotAddable;
            }
            const inCart = order.lines
                .filter(line => sameId(line.productVariantId, variant.id))
                .reduce((sum, line) => sum + line.quantity, 0);
            const saleable = await this.productVariantService.getSaleableStockLevel(ctx, variant);
            if (inCart + added > saleable) {
                return CartRefusal.MaxSaleableQuantity;
            }
        }
        if (existing) {
            await this.attachedServices.followProducts(
                ctx,
                order,
                new Map([[String(existing.id), existing.quantity + added]]),
            );
        }
    }

    /** A product line's new quantity must fit the saleable stock; a service line's quantity is not the shopper's. */
    async checkAdjust(ctx: RequestContext, order: Order, orderLine: OrderLine, quantity: number) {
        const kind = (await this.serviceCatalog.variantKinds(ctx, [orderLine.productVariantId])).get(
            String(orderLine.productVariantId),
        );
        if (kind?.isService) {
            return CartRefusal.ServiceFollowsProduct;
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
                return CartRefusal.MaxSaleableQuantity;
            }
            // Lowering a line whose stock ran out since: Vendure lowers it further to what is saleable.
            applied = Math.min(quantity, Math.max(saleable - otherLines, 0));
        }
        await this.attachedServices.followProducts(ctx, order, new Map([[String(orderLine.id), applied]]));
    }

    /** Removing a product takes its services with it; removing a service detaches it from every product. */
    async beforeRemove(ctx: RequestContext, order: Order, orderLine: OrderLine) {
        const kind = (await this.serviceCatalog.variantKinds(ctx, [orderLine.productVariantId])).get(
            String(orderLine.productVariantId),
        );
        if (kind?.isService) {
            await this.attachedServices.followProducts(ctx, order, new Map(), new Set([kind.sku]), orderLine.id);
        } else {
            await this.attachedServices.followProducts(
                ctx,
                order,
                new Map([[String(orderLine.id), 0]]),
                new Set(),
                orderLine.id,
            );
        }
    }

    private async price(ctx: RequestContext, variantId: ID): Promise<number> {
        const price = await this.connection.getRepository(ctx, ProductVariantPrice).findOne({
            where: { variant: { id: variantId }, channelId: ctx.channelId, currencyCode: ctx.currencyCode },
        });
        return price?.price ?? 0;
    }
}
