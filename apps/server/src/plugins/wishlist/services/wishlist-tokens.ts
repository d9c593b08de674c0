/** Guest wishlist tokens and page tokens: made, checked and read here, never trusted as they arrive. */
import { createHash, randomBytes } from 'node:crypto';

import { UserInputError } from '@vendure/core';

import { GUEST_TOKEN_BYTES, MAX_GUEST_TOKEN_LENGTH } from '../constants';

const GUEST_TOKEN_PATTERN = new RegExp(
    `^[A-Za-z0-9_-]{${Math.ceil((GUEST_TOKEN_BYTES * 4) / 3)},${MAX_GUEST_TOKEN_LENGTH}}$`,
);
const PAGE_TOKEN_PREFIX = 'after:';

/** A new guest token: 32 random bytes, base64url. */
export function createGuestToken(): string {
    return randomBytes(GUEST_TOKEN_BYTES).toString('base64url');
}

/** Whether a header value could be a token we issued; anything else is treated as no token at all. */
export function isWellFormedGuestToken(token: unknown): token is string {
    return typeof token === 'string' && GUEST_TOKEN_PATTERN.test(token);
}

/** What is stored in place of the token: a database copy must not be usable to open guests' wishlists. */
export function hashGuestToken(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** An opaque cursor: the wishlist is listed newest first, and the next page starts below this item id. */
export function encodePageToken(lastItemId: number): string {
    return Buffer.from(`${PAGE_TOKEN_PREFIX}${lastItemId}`, 'utf8').toString('base64url');
}

export function decodePageToken(token: string): number {
    const decoded = /^[A-Za-z0-9_-]{1,64}$/.test(token) ? Buffer.from(token, 'base64url').toString('utf8') : '';
    const match = /^after:([1-9][0-9]{0,14})$/.exec(decoded);
    if (!match) {
        throw new UserInputError('Invalid page token: pass the nextPageToken of the previous page unchanged.');
    }
    return Number(match[1]);
}
