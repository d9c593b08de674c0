/**
 * The sandbox answers as Google's endpoints do (italy-facts §7): api.js makes tokens in a page, siteverify checks the
 * secret, the token's shape, its age and that it is verified once, in Google's JSON.
 */
import vm from 'node:vm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
    createSiteverify,
    RecaptchaSandbox,
    SANDBOX_SECRET,
    sandboxScript,
    sandboxToken,
    startRecaptchaSandbox,
} from './recaptcha-sandbox';

/** Runs api.js as a page on `hostname` would, and returns its `grecaptcha`. */
function loadScript(script: string, hostname: string) {
    const window: Record<string, unknown> = {};
    vm.runInNewContext(script, {
        window,
        location: { hostname },
        setTimeout,
        btoa,
        TextEncoder,
        crypto: globalThis.crypto,
        Uint32Array,
        Promise,
        Date,
        JSON,
    });
    return window.grecaptcha as {
        ready(callback: () => void): void;
        execute(siteKey: string, options: { action: string }): Promise<string>;
    };
}

function verifyParams(response: string | null, secret: string | null = SANDBOX_SECRET) {
    const params = new URLSearchParams();
    if (secret !== null) params.set('secret', secret);
    if (response !== null) params.set('response', response);
    return params;
}

describe('sandbox siteverify', () => {
    it('passes a fresh token once, with the page, action, score and time it was made with', () => {
        const siteverify = createSiteverify();
        const issuedAt = Date.UTC(2026, 10, 24, 9, 30, 15, 250);
        const token = sandboxToken({ action: 'register', hostname: 'shop.example', issuedAt });
        const now = () => issuedAt + 1000;
        expect(createSiteverify({ now })(verifyParams(token))).toEqual({
            success: true,
            challenge_ts: '2026-11-24T09:30:15Z',
            hostname: 'shop.example',
            score: 0.9,
            action: 'register',
        });
        expect(siteverify(verifyParams(sandboxToken({ action: 'register' }))).success).toBe(true);
    });

    it('answers a replayed token with timeout-or-duplicate', () => {
        const siteverify = createSiteverify();
        const token = sandboxToken({ action: 'forgot_password' });
        expect(siteverify(verifyParams(token)).success).toBe(true);
        expect(siteverify(verifyParams(token))).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    });

    it('answers a token older than two minutes with timeout-or-duplicate, and one just younger with success', () => {
        let now = Date.now();
        const siteverify = createSiteverify({ now: () => now });
        const young = sandboxToken({ action: 'register', issuedAt: now - 119_999 });
        const old = sandboxToken({ action: 'register', issuedAt: now - 120_000 });
        expect(siteverify(verifyParams(young)).success).toBe(true);
        expect(siteverify(verifyParams(old))).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
        // Still refused later, after the sandbox has forgotten the nonces of expired tokens.
        now += 10 * 60_000;
        expect(siteverify(verifyParams(young))).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    });

    it('refuses a wrong or missing secret, a missing response and garbage with Google’s codes', () => {
        const siteverify = createSiteverify({ secret: 'the-secret' });
        const token = sandboxToken({ action: 'register' });
        expect(siteverify(verifyParams(token, 'another'))).toEqual({
            success: false,
            'error-codes': ['invalid-input-secret'],
        });
        expect(siteverify(verifyParams(token, null))).toEqual({
            success: false,
            'error-codes': ['missing-input-secret'],
        });
        expect(siteverify(verifyParams(null, 'the-secret'))).toEqual({
            success: false,
            'error-codes': ['missing-input-response'],
        });
        expect(siteverify(verifyParams(null, null))).toEqual({
            success: false,
            'error-codes': ['missing-input-secret', 'missing-input-response'],
        });
        for (const garbage of [
            'garbage',
            'sandbox_',
            'sandbox_!!!',
            `sandbox_${Buffer.from('{"action":"register"}').toString('base64url')}`,
            `sandbox_${Buffer.from('not json').toString('base64url')}`,
        ]) {
            expect(siteverify(verifyParams(garbage, 'the-secret'))).toEqual({
                success: false,
                'error-codes': ['invalid-input-response'],
            });
        }
        // A token refused for the secret was not used up.
        expect(siteverify(verifyParams(token, 'the-secret')).success).toBe(true);
    });
});

describe('sandbox api.js', () => {
    it('makes tokens recording the action and the page’s hostname, which siteverify then passes', async () => {
        const grecaptcha = loadScript(sandboxScript('site-key'), 'shop.example');
        await new Promise<void>(resolve => grecaptcha.ready(resolve));
        const first = await grecaptcha.execute('site-key', { action: 'forgot_password' });
        const second = await grecaptcha.execute('site-key', { action: 'forgot_password' });
        expect(first).not.toBe(second);
        const siteverify = createSiteverify();
        expect(siteverify(verifyParams(first))).toMatchObject({
            success: true,
            action: 'forgot_password',
            hostname: 'shop.example',
            score: 0.9,
        });
        expect(siteverify(verifyParams(second)).success).toBe(true);
    });

    it('gives a low score when the site key asks for one, and refuses another site key', async () => {
        const grecaptcha = loadScript(sandboxScript('test-lowscore-key'), 'localhost');
        const token = await grecaptcha.execute('test-lowscore-key', { action: 'register' });
        expect(createSiteverify()(verifyParams(token))).toMatchObject({ success: true, score: 0.1 });
        await expect(grecaptcha.execute('other-key', { action: 'register' })).rejects.toThrow(
            'Invalid site key or not loaded in api.js: other-key',
        );
    });

    it('cannot be broken out of by a site key with script in it', () => {
        const script = sandboxScript('"</script><script>alert(1)</script>');
        expect(script).not.toContain('</script>');
        const grecaptcha = loadScript(script, 'localhost');
        expect(typeof grecaptcha.execute).toBe('function');
    });
});

describe('startRecaptchaSandbox', () => {
    let sandbox: RecaptchaSandbox;
    beforeAll(async () => {
        sandbox = await startRecaptchaSandbox();
    });
    afterAll(() => sandbox.close());

    it('serves api.js for the site key in ?render=', async () => {
        const res = await fetch(`${sandbox.scriptUrl}?render=my-key`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
        expect(await res.text()).toContain('var siteKey = "my-key";');
    });

    it('verifies form-encoded POSTs and refuses other methods', async () => {
        const token = sandboxToken({ action: 'register' });
        const verify = () =>
            fetch(sandbox.verifyUrl, {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: new URLSearchParams({ secret: sandbox.secret, response: token, remoteip: '203.0.113.7' }),
            });
        const first = await verify();
        expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(await first.json()).toMatchObject({ success: true, action: 'register', hostname: 'localhost' });
        expect(await (await verify()).json()).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
        expect((await fetch(sandbox.verifyUrl)).status).toBe(405);
        expect((await fetch(`${sandbox.origin}/elsewhere`)).status).toBe(404);
    });
});
