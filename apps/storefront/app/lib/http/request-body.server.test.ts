import { describe, expect, it } from 'vitest';
import { BodyRefusal, parseForm, readBody, readJson } from '~/lib/http/request-body.server';

/** A request whose body arrives in `chunks` chunks of `size` bytes, counting how many were pulled. */
function streamed(chunks: number, size: number, headers: Record<string, string> = {}) {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
        pull(controller) {
            if (pulled === chunks) return controller.close();
            pulled++;
            controller.enqueue(new Uint8Array(size).fill(0x61));
        },
    });
    const request = new Request('http://shop.test/it/cart', {
        method: 'POST',
        body,
        headers,
        duplex: 'half',
    } as RequestInit);
    return { request, pulled: () => pulled };
}

async function problem(promise: Promise<unknown>): Promise<string | null> {
    try {
        await promise;
        return null;
    } catch (error) {
        if (error instanceof BodyRefusal) return `${error.status} ${error.problem}`;
        throw error;
    }
}

describe('readBody', () => {
    it('reads a body up to the limit', async () => {
        const { request } = streamed(4, 1000);
        expect((await readBody(request, 4000)).byteLength).toBe(4000);
    });

    it('stops pulling as soon as a streamed body passes the limit', async () => {
        const { request, pulled } = streamed(10_000, 1024);
        expect(await problem(readBody(request, 16 * 1024))).toBe('413 tooLarge');
        // 17 chunks to pass 16 KiB, and at most a few more already queued: never the 10 MB.
        expect(pulled()).toBeLessThan(32);
    });

    it('refuses a declared length over the limit before reading anything', async () => {
        const { request, pulled } = streamed(1, 10, { 'content-length': '999999' });
        expect(await problem(readBody(request, 1000))).toBe('413 tooLarge');
        // Only the stream's own first pull, made when it was created.
        expect(pulled()).toBeLessThanOrEqual(1);
    });

    it('refuses compressed bodies and takes identity', async () => {
        for (const encoding of ['gzip', 'br', 'deflate', 'x-unknown']) {
            const request = new Request('http://shop.test/', {
                method: 'POST',
                body: 'a=1',
                headers: { 'content-encoding': encoding },
            });
            expect(await problem(readBody(request)), encoding).toBe('415 unsupportedEncoding');
        }
        const identity = new Request('http://shop.test/', {
            method: 'POST',
            body: 'a=1',
            headers: { 'content-encoding': 'identity' },
        });
        expect(new TextDecoder().decode(await readBody(identity))).toBe('a=1');
    });
});

describe('parseForm', () => {
    const form = (body: BodyInit, type?: string) =>
        new Request('http://shop.test/it/cart', {
            method: 'POST',
            body,
            headers: type === undefined ? {} : { 'content-type': type },
        });

    it('reads urlencoded and multipart forms', async () => {
        const urlencoded = await parseForm(
            form('intent=coupon&code=SCONTO%C3%A8', 'application/x-www-form-urlencoded; charset=UTF-8'),
        );
        expect(urlencoded.get('code')).toBe('SCONTOè');
        const data = new FormData();
        data.set('intent', 'coupon');
        data.set('code', 'X');
        const multipart = await parseForm(new Request('http://shop.test/', { method: 'POST', body: data }));
        expect(multipart.get('intent')).toBe('coupon');
    });

    it('refuses other media types with 415', async () => {
        for (const type of [
            undefined,
            'application/json',
            'text/plain',
            'application/xml',
            'form',
            'text/plain;application/x-www-form-urlencoded',
        ]) {
            const request = new Request('http://shop.test/', {
                method: 'POST',
                body: 'a=1',
                headers: type ? { 'content-type': type } : {},
            });
            // A string body gets text/plain from the Request constructor when no type is given.
            expect(await problem(parseForm(request)), String(type)).toBe('415 unsupportedType');
        }
    });

    it('refuses charsets other than UTF-8 with 415', async () => {
        for (const charset of ['iso-8859-1', 'utf-16', 'x-unknown']) {
            const request = form('a=1', `application/x-www-form-urlencoded; charset=${charset}`);
            expect(await problem(parseForm(request)), charset).toBe('415 unsupportedCharset');
        }
        expect((await parseForm(form('a=1', 'application/x-www-form-urlencoded; charset=utf8'))).get('a')).toBe('1');
    });

    it('refuses a broken multipart body, or one without a boundary, with 400', async () => {
        expect(await problem(parseForm(form('garbage', 'multipart/form-data; boundary=xyz')))).toBe('400 malformed');
        expect(await problem(parseForm(form('--xyz--\r\n', 'multipart/form-data')))).toBe('400 malformed');
    });
});

describe('readJson', () => {
    const json = (body: string, type = 'application/json') =>
        new Request('http://shop.test/api/cart/add', { method: 'POST', body, headers: { 'content-type': type } });

    it('reads JSON within the limit', async () => {
        expect(await readJson(json('{"sku":"A"}'))).toEqual({ ok: true, body: { sku: 'A' } });
    });

    it('answers 415, 413 and 400 with English errors', async () => {
        expect(await readJson(json('sku=A', 'text/plain'))).toEqual({
            ok: false,
            status: 415,
            error: 'Send the body as application/json',
        });
        expect(await readJson(json(`{"pad":"${'x'.repeat(9000)}"}`))).toEqual({
            ok: false,
            status: 413,
            error: 'Body too large',
        });
        expect(await readJson(json('{"sku":'))).toEqual({ ok: false, status: 400, error: 'Body is not valid JSON' });
        const latin1 = new Request('http://shop.test/', {
            method: 'POST',
            body: new Uint8Array([0x7b, 0x22, 0xe8, 0x22, 0x3a, 0x31, 0x7d]),
            headers: { 'content-type': 'application/json' },
        });
        expect(await readJson(latin1)).toEqual({ ok: false, status: 400, error: 'Body is not valid JSON' });
    });
});
