/** Checks of the numbers shoppers send: quantities (answered as ErrorResults by the caller) and page sizes. */
import { UserInputError } from '@vendure/core';

import { MAX_PAGE_SIZE, MAX_QUANTITY, MIN_QUANTITY } from '../constants';

/** A quantity a wishlist line may hold. */
export function isValidQuantity(quantity: number): boolean {
    return Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY;
}

/** An update's quantity: 0 means remove the item. */
export function isValidUpdateQuantity(quantity: number): boolean {
    return quantity === 0 || isValidQuantity(quantity);
}

export function assertPageSize(pageSize: number): number {
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
        throw new UserInputError(`The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
    }
    return pageSize;
}
