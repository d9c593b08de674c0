/**
 * How a guest's cart and the customer's cart become one at sign-in (decision 031). Product lines as Vendure's
 * MergeOrdersStrategy merges them: the guest's lines join the customer's, and for a product both hold the guest's
 * quantity wins (it is what the shopper chose last). Service lines are left out of Vendure's merge: they follow their
 * products through the cart notes, which CartMergeService merges once the lines are in place.
 */
import {
    Injector,
    MergedOrderLine,
    MergeOrdersStrategy,
    Order,
    OrderLine,
    OrderMergeStrategy,
    RequestContext,
    toMergedOrderLine,
} from '@vendure/core';

import { AttachedServiceCatalogService } from '../services/attached-service-catalog.service';
import { CartMergeService } from '../services/cart-merge.service';

export class MergeCartsStrategy implements OrderMergeStrategy {
    private serviceCatalog: AttachedServiceCatalogService;
    private cartMerge: CartMergeService;
    private products = new MergeOrdersStrategy();

    init(injector: Injector) {
        this.serviceCatalog = injector.get(AttachedServiceCatalogService);
        this.cartMerge = injector.get(CartMergeService);
    }

    async merge(ctx: RequestContext, guestOrder: Order, existingOrder: Order): Promise<MergedOrderLine[]> {
        const kinds = await this.serviceCatalog.variantKinds(
            ctx,
            [...guestOrder.lines, ...existingOrder.lines].map(line => line.productVariant.id),
        );
        const isService = (line: OrderLine) => kinds.get(String(line.productVariant.id))?.isService === true;
        const productsOnly = (order: Order) => ({ ...order, lines: order.lines.filter(line => !isService(line)) });
        // The customer's service lines stay as they are here (a change would meet the cart rules, which refuse any
        // change to a service line that is not its product's); the guest's are not copied.
        const merged = await this.products.merge(
            ctx,
            productsOnly(guestOrder) as Order,
            productsOnly(existingOrder) as Order,
        );
        const services = existingOrder.lines.filter(isService).map(toMergedOrderLine);
        this.cartMerge.rememberMerge(guestOrder, existingOrder);
        return [...merged, ...services];
    }
}
