import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
    compactManifest,
    createDeferredHydrationTransform,
    deferModuleScript,
    extractModulePreloads,
    MAX_WAIT_MS,
    readBootArguments as bootArguments,
} from './deferred-hydration.server';

const head =
    '<!DOCTYPE html><html lang="it"><head><meta charSet="utf-8"/><title>Scintilla</title>' +
    '<link rel="modulepreload" href="/static/entry.client-A1.js" nonce="n0nce=="/>' +
    '<link rel="modulepreload" href="/static/shell-B2.js" nonce="n0nce=="/>' +
    '<link nonce="n0nce==" rel="stylesheet" href="/static/root-C3.css"/></head>';
const moduleCode =
    'import * as route0 from "/static/root-D4.js";\nwindow.__x = "</script>";\nimport("/static/entry.client-A1.js");';
const body =
    '<body><main><p>Lavatrici</p><img src="/a.webp" fetchpriority="high"/></main>' +
    '<script nonce="n0nce==">window.__reactRouterContext = {};</script>' +
    `<script nonce="n0nce==" type="module" async="">${moduleCode.replace('</script>', '<\\/script>')}</script>` +
    '<script nonce="n0nce==">window.__reactRouterContext.streamController.close();</script></body></html>';
const documentHtml = head + body;

async function throughTransform(html: string, chunkSize: number): Promise<string> {
    const chunks: Buffer[] = [];
    const bytes = Buffer.from(html);
    for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
    const out: string[] = [];
    for await (const chunk of Readable.from(chunks).pipe(createDeferredHydrationTransform())) out.push(String(chunk));
    return out.join('');
}

describe('extractModulePreloads', () => {
    it('removes every modulepreload link from the head and keeps the rest', () => {
        const { head: rewritten, hrefs } = extractModulePreloads(head);
        expect(hrefs).toEqual(['/static/entry.client-A1.js', '/static/shell-B2.js']);
        expect(rewritten).not.toContain('rel="modulepreload"');
        expect(rewritten).toContain('<link nonce="n0nce==" rel="stylesheet" href="/static/root-C3.css"/>');
        expect(rewritten).toContain('<title>Scintilla</title>');
    });
});

describe('deferModuleScript', () => {
    it('replaces the module script with one classic script carrying the same nonce, chunks and code', () => {
        const rewritten = deferModuleScript(body, ['/static/entry.client-A1.js']) as string;
        expect(rewritten).not.toContain('type="module"');
        expect(rewritten.match(/<script nonce="n0nce==">/g)).toHaveLength(3);
        const args = bootArguments(rewritten);
        expect(args.hrefs).toEqual(['/static/entry.client-A1.js']);
        expect(args.code).toBe(moduleCode.replace('</script>', '<\\/script>'));
        expect(rewritten).toContain(`setTimeout(afterPaint,${MAX_WAIT_MS})`);
    });

    it('never lets the carried code close the script element early', () => {
        const rewritten = deferModuleScript(body, ['/static/x.js']) as string;
        const boot = rewritten.slice(rewritten.indexOf('(function(hrefs'));
        expect(boot.slice(0, boot.indexOf('</script>'))).not.toMatch(/<\/?script/i);
    });

    it('answers null when there is no module script to defer', () => {
        expect(deferModuleScript('<body><p>x</p></body>', [])).toBeNull();
    });
});

describe('compactManifest', () => {
    const manifest = {
        entry: { module: '/static/entry.client-A1.js', imports: ['/static/shell-B2.js'] },
        version: 'v1',
    };
    const written =
        'import * as route0 from "/static/root-D4.js";\n' +
        `  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n` +
        '  window.__reactRouterRouteModules = {"root":route0};\nimport("/static/entry.client-A1.js");';

    it('writes the route manifest on one line, the same object, and leaves the rest of the code as it was', () => {
        const compact = compactManifest(written);
        expect(compact.length).toBeLessThan(written.length - 30);
        expect(compact).toContain(`window.__reactRouterManifest = ${JSON.stringify(manifest)};\n`);
        expect(compact.startsWith('import * as route0 from "/static/root-D4.js";\n')).toBe(true);
        expect(
            compact.endsWith(
                'window.__reactRouterRouteModules = {"root":route0};\nimport("/static/entry.client-A1.js");',
            ),
        ).toBe(true);
    });

    it('leaves code without a manifest, or with one it cannot read, as written', () => {
        expect(compactManifest(moduleCode)).toBe(moduleCode);
        const unreadable = 'window.__reactRouterManifest = {entry: x};\nimport("/a.js");';
        expect(compactManifest(unreadable)).toBe(unreadable);
    });
});

describe('createDeferredHydrationTransform', () => {
    it('rewrites the document the same way however the stream is cut', async () => {
        const whole = await throughTransform(documentHtml, documentHtml.length);
        expect(whole).not.toContain('rel="modulepreload"');
        expect(bootArguments(whole).hrefs).toEqual(['/static/entry.client-A1.js', '/static/shell-B2.js']);
        for (const size of [1, 7, 64, 300]) expect(await throughTransform(documentHtml, size)).toBe(whole);
    });

    it('passes on what React wrote as one piece each time React flushes, and nothing before', () => {
        const transform = createDeferredHydrationTransform();
        const pieces: string[] = [];
        transform.on('data', (chunk: Buffer) => pieces.push(String(chunk)));
        const bytes = Buffer.from(documentHtml);
        const firstFlush = bytes.indexOf('<img');
        for (let i = 0; i < firstFlush; i += 7) transform.write(bytes.subarray(i, Math.min(i + 7, firstFlush)));
        expect(pieces).toEqual([]);
        transform.flush();
        expect(pieces).toHaveLength(1);
        expect(pieces[0]).toContain('href="/static/root-C3.css"');
        expect(pieces[0]).not.toContain('rel="modulepreload"');
        transform.flush();
        expect(pieces).toHaveLength(1);
    });

    it('keeps multi-byte characters whole across chunks', async () => {
        const html = documentHtml.replace('Lavatrici', 'Più è già 10,00 €');
        expect(await throughTransform(html, 5)).toContain('Più è già 10,00 €');
    });

    it("passes the page's bytes between the head and the module script on as they came, never read as text", async () => {
        // Bytes no text could hold (a lone continuation byte) come out as they went in: only the head and the module
        // script are decoded.
        const [before, after] = documentHtml.split('Lavatrici') as [string, string];
        const bytes = Buffer.concat([Buffer.from(before), Buffer.from([0x80]), Buffer.from(after)]);
        const out: Buffer[] = [];
        for await (const chunk of Readable.from([bytes.subarray(0, 200), bytes.subarray(200)]).pipe(
            createDeferredHydrationTransform(),
        ))
            out.push(chunk as Buffer);
        const whole = Buffer.concat(out);
        expect(whole.includes(Buffer.from([0x3e, 0x80, 0x3c]))).toBe(true);
        expect(bootArguments(whole.toString('latin1')).hrefs).toEqual([
            '/static/entry.client-A1.js',
            '/static/shell-B2.js',
        ]);
    });

    it('passes a document without preload links through unchanged', async () => {
        const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>Offline</p></body></html>';
        expect(await throughTransform(plain, 3)).toBe(plain);
    });

    it('passes an unfinished document through when the stream ends early', async () => {
        const cut = documentHtml.slice(0, documentHtml.indexOf('type="module"') + 20);
        const out = await throughTransform(cut, 11);
        expect(out).toContain('<main><p>Lavatrici</p>');
        expect(out.endsWith(cut.slice(-20))).toBe(true);
    });
});
