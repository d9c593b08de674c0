// Checks what the browser sends to the cart before anything reaches the commerce server: one schema per intent for the
// /api/cart bodies, and the schemas of the plain forms (cart page, product page), the same in the browser and the server.
import { z } from 'zod';
import { MAX_QUANTITY, MIN_QUANTITY } from '~/lib/cart/cart';
import { CART_VERSION_PATTERN } from '~/lib/cart/cart-version';
import { PRODUCT_CODE } from '~/lib/catalog/product-page';

const id = z
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
const quantity = z.preprocess(
    value => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    quantityRange,
);

const couponCode = z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(50, { error: 'is too long' });

/** XXXX-XXXX-XXXX-XXXX, dashes and spaces optional: the commerce server judges the rest. */
const giftCardCode = z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(30, { error: 'is too long' })
    .regex(/^[A-Za-z0-9 -]+$/, { error: 'is not a valid gift card code' });

const sku = z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(100, { error: 'is too long' })
    .regex(/^[A-Za-z0-9._/-]+$/, { error: 'is not a valid SKU' });

/** The commerce server allows at most 20 services per product. */
export const MAX_SERVICES = 20;

const serviceSkus = z
    .array(sku, { error: 'must be a list of SKUs' })
    .max(MAX_SERVICES, { error: `must list at most ${MAX_SERVICES} services` })
    .transform(skus => [...new Set(skus)]);

const productCode = z
    .string({ error: 'is required' })
    .trim()
    .regex(PRODUCT_CODE, { error: 'is not a valid product code' });

/**
 * The product page may send the services chosen with the product (exactly these end up attached); they are checked
 * against that product's offer, hence its code.
 */
export const addInput = z
    .object({ variantId: id, quantity, productCode: productCode.optional(), serviceSkus: serviceSkus.optional() })
    .refine(value => value.serviceSkus === undefined || value.productCode !== undefined, {
        error: 'is required',
        path: ['productCode'],
    });
/** The version of the cart the shopper looked at (cart-version.ts); form posts without JavaScript send none. */
const expectedVersion = z.string().regex(CART_VERSION_PATTERN, { error: 'is not a cart version' }).optional();

export const updateInput = z.object({ lineId: id, quantity, expectedVersion });
export const removeInput = z.object({ lineId: id, expectedVersion });
export const couponInput = z.object({ code: couponCode });
export const giftCardInput = z.object({ code: giftCardCode });
export const servicesInput = z.object({ productSku: sku, serviceSkus });
/** The ticked boxes of a product page posted without JavaScript. */
export const serviceChoiceInput = z.object({ serviceSkus });

/** The operations on the cart, each by the schema of its JSON body at /api/cart/<intent>. */
export const cartIntents = {
    add: addInput,
    update: updateInput,
    remove: removeInput,
    coupon: couponInput,
    'coupon-remove': couponInput,
    'gift-card': giftCardInput,
    'gift-card-remove': giftCardInput,
    services: servicesInput,
} as const;

export type CartIntent = keyof typeof cartIntents;

/** One operation on the cart: the discriminated union the server's operations module switches on. */
export type CartOperation = {
    [K in CartIntent]: { intent: K } & z.output<(typeof cartIntents)[K]>;
}[CartIntent];

export function isCartIntent(value: string): value is CartIntent {
    return Object.hasOwn(cartIntents, value);
}

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

/**
 * Which form of the cart page an answer belongs to (several are on the page at once): the intent, and the line or
 * product it acts on.
 */
export function cartFormId(intent: string, key?: string): string {
    return key ? `cart-${intent}-${key}` : `cart-${intent}`;
}

export type ParsedInput<T> = { ok: true; value: T } | { ok: false; error: string };

/** The first problem as "<field> <problem>", e.g. "quantity must be an integer from 1 to 9999". */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): ParsedInput<T> {
    const result = schema.safeParse(value ?? {});
    if (result.success) return { ok: true, value: result.data };
    const issue = result.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    // Zod does not report the offending input, so a missing field is told apart by looking it up.
    const given = issue?.path.reduce<unknown>(
        (at, key) => (typeof at === 'object' && at !== null ? (at as Record<PropertyKey, unknown>)[key] : undefined),
        value ?? {},
    );
    const problem = issue?.code === 'invalid_type' && given === undefined ? 'is required' : issue?.message;
    return { ok: false, error: `${field} ${problem ?? 'is not valid'}` };
}
