/**
 * Order.summary's figures for a Vendure order loaded with its lines, shipping lines and surcharges (as
 * OrderService.findOne loads it): for the shop API's field and for whatever else shows an order's money (emails, order
 * pages), so they all show the same figures (decision 034).
 */
import { Order } from '@vendure/core';

import { giftCardCodeOf } from '../../gift-card';
import { OrderSummary, orderSummary } from './order-summary';

export function summaryOfOrder(order: Order): OrderSummary {
    return orderSummary({
        totalWithTax: order.totalWithTax,
        lines: order.lines,
        shippingLines: order.shippingLines,
        surcharges: order.surcharges.map(surcharge => ({
            priceWithTax: surcharge.priceWithTax,
            isGiftCard: giftCardCodeOf(surcharge) !== null,
        })),
        taxSummary: order.taxSummary,
    });
}
