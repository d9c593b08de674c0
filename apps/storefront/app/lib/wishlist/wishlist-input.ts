// What the /api/wishlist/* endpoints accept from the browser, checked before anything reaches the commerce server.
import { z } from 'zod';
import { MAX_MEMBERSHIP_SKUS, MAX_WISHLIST_QUANTITY, MIN_WISHLIST_QUANTITY } from '~/lib/wishlist/limits';

const MAX_SKU_LENGTH = 200;

const sku = z
    .string('sku must be a string')
    .trim()
    .min(1, 'sku must not be empty')
    .max(MAX_SKU_LENGTH, 'sku is too long');

/** `wishlist-item::<id>` as the wishlist answers it, or its GRN form `grn:shop:wishlist-item::<id>`. */
export const ITEM_UID_PATTERN = /^(grn:shop:)?wishlist-item::[A-Za-z0-9-]{1,64}$/;
const itemUid = z
    .string('itemUid must be a wishlist item uid')
    .regex(ITEM_UID_PATTERN, 'itemUid must be a wishlist item uid');

/** The commerce server's page tokens are base64url; anything else is refused here. */
const pageToken = z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'pageToken must be the nextPageToken of the previous page')
    .optional();

/** A wishlist item's quantity: the sidebar's field sends only what passes, the endpoint refuses the rest. */
export const wishlistQuantity = z
    .number('quantity must be a number')
    .int('quantity must be a whole number')
    .min(MIN_WISHLIST_QUANTITY, `quantity must be at least ${MIN_WISHLIST_QUANTITY}`)
    .max(MAX_WISHLIST_QUANTITY, `quantity must be at most ${MAX_WISHLIST_QUANTITY}`);

export const toggleInput = z.object({ sku }).strict();
export const updateInput = z.object({ itemUid, quantity: wishlistQuantity }).strict();
export const removeInput = z.object({ itemUid }).strict();

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

function isMissing(input: unknown, path: readonly PropertyKey[]): boolean {
    const [key] = path;
    return (
        path.length === 1 && typeof input === 'object' && input !== null && !Object.hasOwn(input, key as PropertyKey)
    );
}

/** One sentence naming the first problem, for the 400 answer. */
function firstIssue(error: z.ZodError, input?: unknown): string {
    const issue = error.issues[0];
    if (!issue) return 'Invalid input';
    if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
    if (issue.code === 'invalid_type' && isMissing(input, issue.path)) return `${String(issue.path[0])} is required`;
    if (issue.code === 'invalid_type' && issue.path.length === 0) return 'The body must be a JSON object';
    return issue.message;
}

export function parseBody<T>(schema: z.ZodType<T>, body: unknown): ParseResult<T> {
    const parsed = schema.safeParse(body);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: firstIssue(parsed.error, body) };
}

/** ?sku=…&sku=… of the membership check: 0 to 100 SKUs, duplicates counted once. */
export function parseMembershipQuery(params: URLSearchParams): ParseResult<string[]> {
    const raw = params.getAll('sku');
    if (raw.length > MAX_MEMBERSHIP_SKUS) {
        return { ok: false, error: `At most ${MAX_MEMBERSHIP_SKUS} skus can be checked at once` };
    }
    const skus: string[] = [];
    for (const value of raw) {
        const parsed = sku.safeParse(value);
        if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
        if (!skus.includes(parsed.data)) skus.push(parsed.data);
    }
    return { ok: true, value: skus };
}

/** ?pageToken=… of the wishlist load; absent for the first page. */
export function parseLoadQuery(params: URLSearchParams): ParseResult<string | null> {
    const parsed = pageToken.safeParse(params.get('pageToken') ?? undefined);
    return parsed.success ? { ok: true, value: parsed.data ?? null } : { ok: false, error: firstIssue(parsed.error) };
}
