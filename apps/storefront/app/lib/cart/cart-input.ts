// Checks what the browser sends to the cart (API bodies and form posts) before anything reaches the commerce server.
import { MAX_SERVICES_PER_PRODUCT, MAX_SKU_LENGTH } from '@shop/rules';
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

/** Form posts send text: "3" is accepted as 3, "3.5" or "tre" are not. */
const quantity = z.preprocess(
    value => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z
        .number({ error: `must be an integer from ${MIN_QUANTITY} to ${MAX_QUANTITY}` })
        .int({ error: `must be an integer from ${MIN_QUANTITY} to ${MAX_QUANTITY}` })
        .min(MIN_QUANTITY, { error: `must be an integer from ${MIN_QUANTITY} to ${MAX_QUANTITY}` })
        .max(MAX_QUANTITY, { error: `must be an integer from ${MIN_QUANTITY} to ${MAX_QUANTITY}` }),
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
    .max(MAX_SKU_LENGTH, { error: 'is too long' })
    .regex(/^[A-Za-z0-9._/-]+$/, { error: 'is not a valid SKU' });

const serviceSkus = z
    .array(sku, { error: 'must be a list of SKUs' })
    .max(MAX_SERVICES_PER_PRODUCT, { error: `must list at most ${MAX_SERVICES_PER_PRODUCT} services` })
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
