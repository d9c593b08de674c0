// Checks the JSON bodies of /api/cart/<intent> before anything reaches the commerce server: one schema per intent.
import { z } from 'zod';
import { couponCode, giftCardCode, id, quantity, serviceSkus, sku } from '~/lib/cart/cart-forms';
import { CART_VERSION_PATTERN } from '~/lib/cart/cart-version';
import { PRODUCT_CODE } from '~/lib/catalog/product-page';

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

/** The JSON body of `/api/cart/<intent>`, as the browser sends it. */
export type CartRequestBody<K extends CartIntent> = z.input<(typeof cartIntents)[K]>;

/** One operation on the cart: the discriminated union the server's operations module switches on. */
export type CartOperation = {
    [K in CartIntent]: { intent: K } & z.output<(typeof cartIntents)[K]>;
}[CartIntent];

export function isCartIntent(value: string): value is CartIntent {
    return Object.hasOwn(cartIntents, value);
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
