/**
 * The reCAPTCHA adapter against the sandbox's siteverify over HTTP: what passes, what is refused and why, and that an
 * unreachable or slow siteverify refuses (fails closed) rather than letting the request through.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RecaptchaSandbox, sandboxToken, startRecaptchaSandbox } from '../sandbox/recaptcha-sandbox';
import { RecaptchaOptions } from '../types';
import { describeOutcome, isWellFormedToken, RecaptchaVerifier } from './recaptcha-verifier';

let sandbox: RecaptchaSandbox;
let options: RecaptchaOptions;
/** A server that takes requests and never answers, and one that answers HTML. */
let silent: http.Server;
let html: http.Server;

async function listen(server: http.Server): Promise<string> {
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
}

beforeAll(async () => {
    sandbox = await startRecaptchaSandbox();
    options = {
        secretKey: sandbox.secret,
        verifyUrl: sandbox.verifyUrl,
        minScore: 0.5,
        hostnames: ['shop.example', 'localhost'],
        timeoutMs: 1000,
    };
    silent = http.createServer(() => undefined);
    html = http.createServer((_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502</h1>'));
});

afterAll(async () => {
    await sandbox.close();
    for (const server of [silent, html]) {
        server.closeAllConnections();
        await new Promise(resolve => server.close(resolve));
    }
});

const verifier = (overrides: Partial<RecaptchaOptions> = {}) => new RecaptchaVerifier({ ...options, ...overrides });

describe('RecaptchaVerifier against the sandbox', () => {
    it('passes a fresh token for the action, made on our page, scoring 0.9', async () => {
        const token = sandboxToken({ action: 'register', hostname: 'shop.example' });
        expect(await verifier().verify(token, 'register', '203.0.113.7')).toEqual({
            passed: true,
            score: 0.9,
            action: 'register',
            hostname: 'shop.example',
            errorCodes: undefined,
        });
    });

    it('refuses a low score, and passes one exactly at the threshold', async () => {
        const low = sandboxToken({ action: 'register', siteKey: 'key-lowscore' });
        expect(await verifier().verify(low, 'register')).toMatchObject({
            passed: false,
            reason: 'low-score',
            score: 0.1,
        });
        const edge = sandboxToken({ action: 'register', score: 0.5 });
        expect(await verifier().verify(edge, 'register')).toMatchObject({ passed: true, score: 0.5 });
        const below = sandboxToken({ action: 'register', score: 0.49 });
        expect(await verifier().verify(below, 'register')).toMatchObject({ passed: false, reason: 'low-score' });
    });

    it('refuses a token made for another action', async () => {
        const token = sandboxToken({ action: 'newsletter' });
        expect(await verifier().verify(token, 'forgot_password')).toMatchObject({
            passed: false,
            reason: 'wrong-action',
            action: 'newsletter',
        });
    });

    it('refuses a token made on another site’s page, whatever the case of our hostnames', async () => {
        const token = sandboxToken({ action: 'register', hostname: 'evil.example' });
        expect(await verifier().verify(token, 'register')).toMatchObject({
            passed: false,
            reason: 'wrong-hostname',
            hostname: 'evil.example',
        });
        const upper = sandboxToken({ action: 'register', hostname: 'shop.example' });
        expect(await verifier({ hostnames: ['SHOP.example'] }).verify(upper, 'register')).toMatchObject({
            passed: true,
        });
    });

    it('refuses a replayed token with siteverify’s timeout-or-duplicate', async () => {
        const token = sandboxToken({ action: 'register' });
        expect((await verifier().verify(token, 'register')).passed).toBe(true);
        expect(await verifier().verify(token, 'register')).toEqual({
            passed: false,
            reason: 'token-rejected',
            errorCodes: ['timeout-or-duplicate'],
            score: undefined,
            action: undefined,
            hostname: undefined,
        });
    });

    it('refuses a missing or malformed token without asking siteverify', async () => {
        const counting: { calls: number } = { calls: 0 };
        const fetchImpl: typeof fetch = (...args) => {
            counting.calls += 1;
            return fetch(...args);
        };
        const v = new RecaptchaVerifier(options, fetchImpl);
        expect(await v.verify(undefined, 'register')).toEqual({ passed: false, reason: 'missing-token' });
        expect(await v.verify('', 'register')).toEqual({ passed: false, reason: 'missing-token' });
        for (const bad of ['a b', 'é', 'x'.repeat(4097), 'tok\n']) {
            expect(await v.verify(bad, 'register')).toEqual({ passed: false, reason: 'malformed-token' });
        }
        expect(counting.calls).toBe(0);
    });

    it('sends the secret, the token and the shopper’s IP form-encoded', async () => {
        let sent: { url: string; body: string; type: string | null } | undefined;
        const fetchImpl: typeof fetch = (input, init) => {
            sent = {
                url: String(input),
                body: String(init?.body),
                type: new Headers(init?.headers).get('content-type'),
            };
            return fetch(input, init);
        };
        const token = sandboxToken({ action: 'register' });
        await new RecaptchaVerifier(options, fetchImpl).verify(token, 'register', '203.0.113.7');
        expect(sent?.url).toBe(sandbox.verifyUrl);
        expect(sent?.type).toBe('application/x-www-form-urlencoded');
        expect(Object.fromEntries(new URLSearchParams(sent?.body))).toEqual({
            secret: sandbox.secret,
            response: token,
            remoteip: '203.0.113.7',
        });
    });

    it('refuses when our secret is wrong, with siteverify’s code', async () => {
        const token = sandboxToken({ action: 'register' });
        expect(await verifier({ secretKey: 'not-ours' }).verify(token, 'register')).toMatchObject({
            passed: false,
            reason: 'token-rejected',
            errorCodes: ['invalid-input-secret'],
        });
    });

    it('fails closed when siteverify is down, silent or answers something else', async () => {
        const token = () => sandboxToken({ action: 'register' });
        // A port nothing listens on: the one a server had until it closed.
        const closed = http.createServer();
        const closedUrl = await listen(closed);
        await new Promise(resolve => closed.close(resolve));
        expect(await verifier({ verifyUrl: closedUrl }).verify(token(), 'register')).toEqual({
            passed: false,
            reason: 'verify-unavailable',
            cause: 'fetch failed (ECONNREFUSED)',
        });
        const started = Date.now();
        expect(await verifier({ verifyUrl: await listen(silent), timeoutMs: 300 }).verify(token(), 'register')).toEqual(
            { passed: false, reason: 'verify-unavailable', cause: 'no answer within 300 ms' },
        );
        expect(Date.now() - started).toBeLessThan(2000);
        expect(await verifier({ verifyUrl: await listen(html) }).verify(token(), 'register')).toEqual({
            passed: false,
            reason: 'verify-unavailable',
            cause: 'HTTP 502',
        });
        // A wrong RECAPTCHA_VERIFY_URL refuses every request, which the warning in the log makes plain.
        expect(await verifier({ verifyUrl: `${sandbox.origin}/wrong` }).verify(token(), 'register')).toEqual({
            passed: false,
            reason: 'verify-unavailable',
            cause: 'HTTP 404',
        });
    });
});

describe('isWellFormedToken', () => {
    it('takes printable ASCII up to 4096 characters', () => {
        expect(isWellFormedToken('03AFcWeA6-_x.y~')).toBe(true);
        expect(isWellFormedToken('x'.repeat(4096))).toBe(true);
        expect(isWellFormedToken('x'.repeat(4097))).toBe(false);
        expect(isWellFormedToken('a\tb')).toBe(false);
        expect(isWellFormedToken(['a'])).toBe(false);
    });
});

describe('describeOutcome', () => {
    it('says why in English, with what siteverify said, and never holds the token', () => {
        expect(
            describeOutcome({ passed: false, reason: 'low-score', score: 0.1, action: 'register', hostname: 'h' }, 0.5),
        ).toBe('the score is below 0.5 (score 0.1, action register, hostname h)');
        expect(
            describeOutcome({ passed: false, reason: 'token-rejected', errorCodes: ['timeout-or-duplicate'] }, 0.5),
        ).toBe('siteverify rejected the token (error-codes timeout-or-duplicate)');
        expect(describeOutcome({ passed: false, reason: 'verify-unavailable', cause: 'HTTP 502' }, 0.5)).toBe(
            'siteverify is unavailable: HTTP 502',
        );
        expect(describeOutcome({ passed: false, reason: 'missing-token' }, 0.5)).toBe('no token was sent');
        expect(describeOutcome({ passed: true, score: 0.9, action: 'register' }, 0.5)).toBe(
            'passed (score 0.9, action register)',
        );
    });
});
