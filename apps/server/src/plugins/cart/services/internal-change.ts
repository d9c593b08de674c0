/**
 * Marks the order changes the cart plugin makes itself (adding, adjusting and removing service lines), so the
 * cart rules that guard shoppers' own changes let them through.
 */
import { RequestContext } from '@vendure/core';

const internal = new WeakSet<RequestContext>();

export async function asInternalChange<T>(ctx: RequestContext, work: () => Promise<T>): Promise<T> {
    if (internal.has(ctx)) {
        return work();
    }
    internal.add(ctx);
    try {
        return await work();
    } finally {
        internal.delete(ctx);
    }
}

export function isInternalChange(ctx: RequestContext): boolean {
    return internal.has(ctx);
}
