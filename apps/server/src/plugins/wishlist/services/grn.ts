/**
 * Global resource names (requirements §5) and uids. A GRN looks like `grn:shop:wishlist-item::12`, a uid like
 * `wishlist-item::12`: the text after the double colon is the resource's id as the API shows it.
 */
import { UserInputError } from '@vendure/core';

import { GRN_NAMESPACE, GRN_WITHOUT_UUID_MESSAGE, INVALID_GRN_MESSAGE } from '../constants';

/** A reference that names nothing: callers answer it as the shopper's input error, with this message. */
export class InvalidReferenceError extends UserInputError {}

/** What an id may look like inside a GRN or uid: the API's encoded ids are short and URL-safe. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** requirements §5: it contains 'grn:' and '::', and splits on '::' into exactly two parts, the second not empty. */
export function isValidGrn(value: unknown): value is string {
    if (typeof value !== 'string' || !value.includes('grn:') || !value.includes('::')) {
        return false;
    }
    const parts = value.split('::');
    return parts.length === 2 && parts[1] !== '';
}

export function formatGrn(kind: string, id: string): string {
    return `${GRN_NAMESPACE}:${kind}::${id}`;
}

export function formatUid(kind: string, id: string): string {
    return `${kind}::${id}`;
}

/** The id after the double colon of a valid GRN; throws the requirements §8 errors otherwise. */
export function getUuidFromGrn(value: string): string {
    if (!isValidGrn(value)) {
        throw new InvalidReferenceError(INVALID_GRN_MESSAGE);
    }
    const uuid = value.split('::')[1];
    if (!ID_PATTERN.test(uuid)) {
        throw new InvalidReferenceError(GRN_WITHOUT_UUID_MESSAGE);
    }
    return uuid;
}

/**
 * The id named by a reference to a resource of one kind, given either as its uid (`wishlist-item::12`) or as its
 * GRN (`grn:shop:wishlist-item::12`). Anything that mentions 'grn:' is read as a GRN and answers GRN errors.
 */
export function parseReference(value: string, kind: string): string {
    if (value.includes('grn:')) {
        const uuid = getUuidFromGrn(value);
        if (value.split('::')[0] !== `${GRN_NAMESPACE}:${kind}`) {
            throw new InvalidReferenceError(`Provided GRN does not name a ${kind}.`);
        }
        return uuid;
    }
    const parts = value.split('::');
    if (parts.length !== 2 || parts[0] !== kind || !ID_PATTERN.test(parts[1])) {
        throw new InvalidReferenceError(`Provided string is not a valid ${kind} uid: expected ${kind}::<id>.`);
    }
    return parts[1];
}
