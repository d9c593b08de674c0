import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { reasonOf, statusOf } from '~/lib/errors/status';

describe('statusOf', () => {
    it('reads statusCode, status or response.status, else 500', () => {
        expect(statusOf({ statusCode: 404 })).toBe(404);
        expect(statusOf({ status: 503 })).toBe(503);
        expect(statusOf({ response: { status: 502 } })).toBe(502);
        expect(statusOf(new Error('boom'))).toBe(500);
        expect(statusOf('text')).toBe(500);
        expect(statusOf({ status: 200 })).toBe(500);
    });

    it('reads route error responses', () => {
        expect(statusOf(new ErrorResponseImpl(410, 'Gone', null))).toBe(410);
    });
});

describe('reasonOf', () => {
    it('reads a known reason from a route error response', () => {
        expect(reasonOf(new ErrorResponseImpl(415, '', { reason: 'unsupportedType' }))).toBe('unsupportedType');
        expect(reasonOf(new ErrorResponseImpl(413, '', { reason: 'tooLarge' }))).toBe('tooLarge');
    });

    it('ignores unknown reasons, other data and other errors', () => {
        expect(reasonOf(new ErrorResponseImpl(400, '', { reason: 'toString' }))).toBeNull();
        expect(reasonOf(new ErrorResponseImpl(404, '', null))).toBeNull();
        expect(reasonOf(new ErrorResponseImpl(400, '', 'text'))).toBeNull();
        expect(reasonOf({ status: 400, data: { reason: 'malformed' } })).toBeNull();
    });
});
