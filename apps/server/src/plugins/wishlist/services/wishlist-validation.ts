/** Checks of the numbers shoppers send: quantities and page sizes. */
import { UserInputError } from '@vendure/core';

import { MAX_PAGE_SIZE, MAX_QUANTITY, MIN_QUANTITY } from '../constants';

export function assertQuantity(quantity: number): number {
    if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) {
        throw new UserInputError(`The quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`);
    }
    return quantity;
}

/** An update's quantity: 0 means remove the item. */
export function assertUpdateQuantity(quantity: number): number {
    return quantity === 0 ? 0 : assertQuantity(quantity);
}

export function assertPageSize(pageSize: number): number {
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
        throw new UserInputError(`The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
    }
    return pageSize;
}

/** Two wishlists' quantities of one variant together, kept within the largest quantity a line may hold. */
export function mergedQuantity(a: number, b: number): number {
    return Math.min(MAX_QUANTITY, a + b);
}
