// Checks what the browser sends to the cart (API bodies and form posts) before anything reaches the commerce server.
import { z } from 'zod';
import { MAX_QUANTITY, MIN_QUANTITY } from '~/lib/cart/cart';

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

export const addInput = z.object({ variantId: id, quantity });
export const updateInput = z.object({ lineId: id, quantity });
export const removeInput = z.object({ lineId: id });
export const couponInput = z.object({ code: couponCode });

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
