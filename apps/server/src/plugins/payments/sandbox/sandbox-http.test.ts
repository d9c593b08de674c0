import http from 'node:http';
import { Readable } from 'node:stream';

import { afterEach, describe, expect, it, vi } from 'vitest';

import {
    closeServer,
    deliver,
    escapeHtml,
    isHttpUrl,
    listen,
    PendingPages,
    readForm,
    withParams,
} from './sandbox-http';

describe('escapeHtml', () => {
    it('escapes everything that could end an attribute or open a tag', () => {
        expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
            '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
        );
    });
});

describe('withParams and isHttpUrl', () => {
    it('adds parameters to a URL that already has a query, replacing those of the same name', () => {
        expect(withParams('https://shop.example/esito?order=A1&esito=old', { esito: 'OK', mac: 'a b' })).toBe(
            'https://shop.example/esito?order=A1&esito=OK&mac=a+b',
        );
    });

    it('accepts only absolute HTTP(S) URLs', () => {
        expect(isHttpUrl('http://127.0.0.1:3000/x')).toBe(true);
        expect(isHttpUrl('https://shop.example')).toBe(true);
        expect(isHttpUrl('/relative')).toBe(false);
        expect(isHttpUrl('javascript:alert(1)')).toBe(false);
        expect(isHttpUrl(null)).toBe(false);
    });
});

describe('PendingPages', () => {
    afterEach(() => vi.useRealTimers());

    it('gives a page once', () => {
        const pages = new PendingPages<string>();
        pages.add('a', 'first');
        expect(pages.take('a')).toBe('first');
        expect(pages.take('a')).toBeUndefined();
        expect(pages.take('unknown')).toBeUndefined();
    });

    it('forgets a page after its lifetime', () => {
        vi.useFakeTimers({ now: 0 });
        const pages = new PendingPages<string>(1000);
        pages.add('a', 'first');
        pages.add('b', 'second');
        vi.setSystemTime(999);
        expect(pages.take('a')).toBe('first');
        vi.setSystemTime(1000);
        expect(pages.take('b')).toBeUndefined();
    });
});

describe('readForm and deliver', () => {
    it('reads a posted form and delivers GET and POST', async () => {
        const seen: { method?: string; url?: string; form: string }[] = [];
        const server = http.createServer((req, res) => {
            readForm(req).then(
                form => {
                    seen.push({ method: req.method, url: req.url, form: form.toString() });
                    res.writeHead(204).end();
                },
                () => res.writeHead(400).end(),
            );
        });
        const origin = await listen(server);
        try {
            expect(await deliver('POST', `${origin}/notify`, { esito: 'OK', importo: '5000' })).toEqual({
                method: 'POST',
                url: `${origin}/notify`,
                params: { esito: 'OK', importo: '5000' },
                status: 204,
            });
            expect(await deliver('GET', `${origin}/cb?token=t`, { codiceEsitoFindomestic: '0' })).toMatchObject({
                status: 204,
            });
            expect(seen).toEqual([
                { method: 'POST', url: '/notify', form: 'esito=OK&importo=5000' },
                { method: 'GET', url: '/cb?token=t&codiceEsitoFindomestic=0', form: '' },
            ]);
        } finally {
            await closeServer(server);
        }
    });

    it('refuses a form over 64 KiB', async () => {
        const body = Readable.from([Buffer.alloc(40 * 1024, 'a'), Buffer.alloc(30 * 1024, 'b')]);
        await expect(readForm(body as http.IncomingMessage)).rejects.toThrow('Form too large');
        const small = Readable.from([Buffer.from('esito=OK&importo=5000')]);
        expect((await readForm(small as http.IncomingMessage)).get('importo')).toBe('5000');
    });

    it('records the error when the shop cannot be reached, without throwing', async () => {
        const server = http.createServer();
        const origin = await listen(server);
        await closeServer(server);
        const delivery = await deliver('POST', `${origin}/notify`, { esito: 'OK' }, 1000);
        expect(delivery.status).toBeUndefined();
        expect(delivery.error).toBe('fetch failed');
    });
});
