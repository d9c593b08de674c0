import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, Order, RequestContext, Surcharge, TransactionalConnection } from '@vendure/core';

import { formatGiftCardCode } from '../services/gift-card-code';
import { giftCardCodeOf } from '../services/gift-card.service';

/** Order.giftCards: the cards the order holds as negative surcharges, so clients need not know the surcharge SKUs. */
@Resolver('Order')
export class OrderGiftCardsResolver {
    constructor(private connection: TransactionalConnection) {}

    @ResolveField()
    async giftCards(@Ctx() ctx: RequestContext, @Parent() order: Order) {
        const surcharges = Array.isArray(order.surcharges)
            ? order.surcharges
            : await this.connection.getRepository(ctx, Surcharge).find({ where: { order: { id: order.id } } });
        return [...surcharges]
            .sort((a, b) => Number(a.id) - Number(b.id))
            .flatMap(surcharge => {
                const code = giftCardCodeOf(surcharge);
                return code ? [{ code: formatGiftCardCode(code), amount: -surcharge.priceWithTax }] : [];
            });
    }
}
