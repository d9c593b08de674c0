import { describe, expect, it } from 'vitest';
import {
    parseBody,
    parseLoadQuery,
    parseMembershipQuery,
    removeInput,
    toggleInput,
    updateInput,
} from '~/lib/wishlist/wishlist-input';

const params = (query: string) => new URLSearchParams(query);

describe('membership query', () => {
    it('takes repeated skus, trimmed, each once', () => {
        expect(parseMembershipQuery(params('sku=TV-1&sku=%20TV-2%20&sku=TV-1'))).toEqual({
            ok: true,
            value: ['TV-1', 'TV-2'],
        });
        expect(parseMembershipQuery(params(''))).toEqual({ ok: true, value: [] });
    });

    it('refuses more than 100 skus, an empty one and an overlong one', () => {
        const many = Array.from({ length: 101 }, (_, i) => `sku=S${i}`).join('&');
        expect(parseMembershipQuery(params(many))).toEqual({
            ok: false,
            error: 'At most 100 skus can be checked at once',
        });
        const hundred = Array.from({ length: 100 }, (_, i) => `sku=S${i}`).join('&');
        expect(parseMembershipQuery(params(hundred)).ok).toBe(true);
        expect(parseMembershipQuery(params('sku=%20'))).toEqual({ ok: false, error: 'sku must not be empty' });
        expect(parseMembershipQuery(params(`sku=${'x'.repeat(201)}`))).toEqual({
            ok: false,
            error: 'sku is too long',
        });
    });
});

describe('load query', () => {
    it('passes a base64url page token and refuses anything else', () => {
        expect(parseLoadQuery(params(''))).toEqual({ ok: true, value: null });
        expect(parseLoadQuery(params('pageToken=YWZ0ZXI6MTI'))).toEqual({ ok: true, value: 'YWZ0ZXI6MTI' });
        expect(parseLoadQuery(params('pageToken=a%2Fb'))).toEqual({
            ok: false,
            error: 'pageToken must be the nextPageToken of the previous page',
        });
        expect(parseLoadQuery(params(`pageToken=${'a'.repeat(65)}`))).toEqual({
            ok: false,
            error: 'pageToken must be the nextPageToken of the previous page',
        });
    });
});

describe('bodies', () => {
    it('toggle wants a sku and nothing else', () => {
        expect(parseBody(toggleInput, { sku: ' TV-1 ' })).toEqual({ ok: true, value: { sku: 'TV-1' } });
        expect(parseBody(toggleInput, {})).toEqual({ ok: false, error: 'sku is required' });
        expect(parseBody(toggleInput, { sku: 12 })).toEqual({ ok: false, error: 'sku must be a string' });
        expect(parseBody(toggleInput, { sku: 'A', quantity: 2 })).toEqual({
            ok: false,
            error: 'Unknown field: quantity',
        });
        expect(parseBody(toggleInput, null)).toEqual({ ok: false, error: 'The body must be a JSON object' });
        expect(parseBody(toggleInput, ['TV-1'])).toEqual({ ok: false, error: 'The body must be a JSON object' });
    });

    it('update wants an item uid and a whole quantity from 1 to 9999', () => {
        expect(parseBody(updateInput, { itemUid: 'wishlist-item::12', quantity: 3 })).toEqual({
            ok: true,
            value: { itemUid: 'wishlist-item::12', quantity: 3 },
        });
        expect(parseBody(updateInput, { itemUid: 'grn:shop:wishlist-item::12', quantity: 9999 }).ok).toBe(true);
        expect(parseBody(updateInput, { itemUid: 'wishlist-item::12', quantity: 0 })).toEqual({
            ok: false,
            error: 'quantity must be at least 1',
        });
        expect(parseBody(updateInput, { itemUid: 'wishlist-item::12', quantity: 10000 })).toEqual({
            ok: false,
            error: 'quantity must be at most 9999',
        });
        expect(parseBody(updateInput, { itemUid: 'wishlist-item::12', quantity: 1.5 })).toEqual({
            ok: false,
            error: 'quantity must be a whole number',
        });
        expect(parseBody(updateInput, { itemUid: 'wishlist-item::12', quantity: '2' })).toEqual({
            ok: false,
            error: 'quantity must be a number',
        });
        expect(parseBody(updateInput, { itemUid: 'order-line::1', quantity: 1 })).toEqual({
            ok: false,
            error: 'itemUid must be a wishlist item uid',
        });
    });

    it('remove wants an item uid', () => {
        expect(parseBody(removeInput, { itemUid: 'wishlist-item::7' })).toEqual({
            ok: true,
            value: { itemUid: 'wishlist-item::7' },
        });
        expect(parseBody(removeInput, { itemUid: 'wishlist-item::' })).toMatchObject({ ok: false });
        expect(parseBody(removeInput, {})).toEqual({ ok: false, error: 'itemUid is required' });
    });
});
