// The cart's fields and the schemas of its plain forms (cart page, sidebar, product page): the same in the browser, where
// Conform checks them before anything is sent, and on the server, which parses every post with them.
import { z } from 'zod';
import { MAX_QUANTITY, MIN_QUANTITY } from '~/lib/cart/cart';

export const id = z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(64, { error: 'is too long' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'is not a valid id' });

const RANGE = `must be an integer from ${MIN_QUANTITY} to ${MAX_QUANTITY}`;
const quantityRange = z
    .number({ error: RANGE })
    .int({ error: RANGE })
    .min(MIN_QUANTITY, { error: RANGE })
    .max(MAX_QUANTITY, { error: RANGE });

/** Form posts send text: "3" is accepted as 3, "3.5" or "tre" are not. */
export const quantity = z.preprocess(
    value => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    quantityRange,
);

export const couponCode = z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(50, { error: 'is too long' });

/** XXXX-XXXX-XXXX-XXXX, dashes and spaces optional: the commerce server judges the rest. */
export const giftCardCode = z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(30, { error: 'is too long' })
    .regex(/^[A-Za-z0-9 -]+$/, { error: 'is not a valid gift card code' });

export const sku = z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(100, { error: 'is too long' })
    .regex(/^[A-Za-z0-9._/-]+$/, { error: 'is not a valid SKU' });

/** The commerce server allows at most 20 services per product. */
export const MAX_SERVICES = 20;

export const serviceSkus = z
    .array(sku, { error: 'must be a list of SKUs' })
    .max(MAX_SERVICES, { error: `must list at most ${MAX_SERVICES} services` })
    .transform(skus => [...new Set(skus)]);

/** Any whole number as typed: the quantity form adds its step before the range is checked. */
const typedNumber = z.preprocess(
    value => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: 'is not a whole number' }).int({ error: 'is not a whole number' }),
);

/**
 * The quantity form: the typed quantity plus the step of the button pressed (−1, +1, or 0 for "Aggiorna" and Enter),
 * never below the minimum; then the same range as the API.
 */
const updateForm = z
    .object({
        intent: z.literal('update'),
        lineId: id,
        quantity: typedNumber,
        step: z.preprocess(
            value => (value === undefined ? 0 : typeof value === 'string' ? Number(value) : value),
            z.union([z.literal(-1), z.literal(0), z.literal(1)]),
        ),
    })
    .transform(({ quantity, step, ...rest }) => ({ ...rest, quantity: Math.max(MIN_QUANTITY, quantity + step) }))
    .pipe(z.object({ intent: z.literal('update'), lineId: z.string(), quantity: quantityRange }));

/** The ticked service boxes, each a `serviceSku` field (none ticked: no field at all). */
const serviceSkuFields = serviceSkus.default([]);

/** Every form of the cart page (and the sidebar): one union on the hidden `intent` field. */
export const cartPageForm = z.discriminatedUnion('intent', [
    updateForm,
    z.object({ intent: z.literal('remove'), lineId: id }),
    z.object({ intent: z.literal('coupon'), code: couponCode }),
    z.object({ intent: z.literal('coupon-remove'), code: couponCode }),
    z.object({ intent: z.literal('gift-card'), code: giftCardCode }),
    z.object({ intent: z.literal('gift-card-remove'), code: giftCardCode }),
    z.object({ intent: z.literal('services'), productSku: sku, serviceSku: serviceSkuFields }),
]);

/** The product page's "Aggiungi al carrello": the variant, 1 unless said otherwise, and the ticked services. */
export const productAddForm = z.object({
    variantId: id,
    quantity: quantity.default(1),
    serviceSku: serviceSkuFields,
});
