import { isGraphQlErrorResult } from '@vendure/core';
import { describe, expect, it } from 'vitest';

import { errorResult } from './error-results';

const Codes = { SHELF_FULL_ERROR: 'SHELF_FULL_ERROR', SHELF_REFERENCE_ERROR: 'SHELF_REFERENCE_ERROR' } as const;

class ShelfFullError extends errorResult('ShelfFullError', Codes.SHELF_FULL_ERROR, 'The shelf is full.') {
    readonly maxItems = 3;
}
class ShelfReferenceError extends errorResult('ShelfReferenceError', Codes.SHELF_REFERENCE_ERROR) {}

describe('error results', () => {
    it('answer with their type, code and message, and the fields of their own', () => {
        const full = new ShelfFullError();
        expect(full).toEqual({
            __typename: 'ShelfFullError',
            errorCode: 'SHELF_FULL_ERROR',
            message: 'The shelf is full.',
            maxItems: 3,
        });
        expect(isGraphQlErrorResult(full)).toBeTruthy();
        expect(full).toBeInstanceOf(ShelfFullError);
    });

    it('take the message of the failure where the type has none of its own', () => {
        expect(new ShelfReferenceError('No shelf item 7.')).toMatchObject({
            __typename: 'ShelfReferenceError',
            errorCode: 'SHELF_REFERENCE_ERROR',
            message: 'No shelf item 7.',
        });
    });
});
