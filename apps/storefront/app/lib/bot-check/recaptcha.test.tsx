// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"disableJavaScriptFileLoading":false,"suppressInsecureJavaScriptEnvironmentWarning":true}}
// The browser side against the reCAPTCHA sandbox over HTTP: the page loads the sandbox's real api.js (as it would
// Google's), takes tokens when asked, and the sandbox's siteverify then judges them as the commerce server would see.
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RecaptchaNotice } from '~/components/bot-check/recaptcha-notice';
import { botCheckToken, recaptchaScriptSrc, resetBotCheckForTests } from '~/lib/bot-check/recaptcha';
import { I18nProvider } from '~/lib/i18n/i18n-react';
import { renderOnServer } from '~/test-support/server-render';
import {
    startRecaptchaSandbox,
    type RecaptchaSandbox,
    type SiteverifyAnswer,
} from '../../../../server/src/plugins/bot-check/sandbox/recaptcha-sandbox';

let sandbox: RecaptchaSandbox;

beforeAll(async () => {
    sandbox = await startRecaptchaSandbox();
});
afterAll(() => sandbox.close());
afterEach(() => {
    resetBotCheckForTests();
    document.head.replaceChildren();
    delete (window as { grecaptcha?: unknown }).grecaptcha;
});

/** Asks the sandbox's siteverify from Node, as the commerce server does (the page's fetch is bound by CORS). */
function siteverify(token: string | undefined): Promise<SiteverifyAnswer> {
    const body = new URLSearchParams({ secret: sandbox.secret, response: token ?? '' }).toString();
    return new Promise((resolve, reject) => {
        const req = http.request(
            sandbox.verifyUrl,
            { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
            res => {
                let text = '';
                res.setEncoding('utf8');
                res.on('data', chunk => (text += chunk));
                res.on('end', () => resolve(JSON.parse(text) as SiteverifyAnswer));
            },
        );
        req.on('error', reject);
        req.end(body);
    });
}

const recaptchaScripts = () => [...document.head.querySelectorAll('script')].filter(s => s.src.includes('render='));

describe('botCheckToken', () => {
    it('gives no token and loads nothing when the bot check is off', async () => {
        expect(await botCheckToken(null, 'register')).toBeUndefined();
        expect(document.head.querySelectorAll('script')).toHaveLength(0);
    });

    it('loads the script once, with the site key and the page nonce, and takes a fresh token each time', async () => {
        const pageScript = document.createElement('script');
        pageScript.setAttribute('nonce', 'page-nonce');
        document.head.append(pageScript);
        const config = { siteKey: 'shop-site-key', scriptUrl: sandbox.scriptUrl };

        const first = await botCheckToken(config, 'register');
        const second = await botCheckToken(config, 'forgot_password');
        const scripts = recaptchaScripts();
        expect(scripts).toHaveLength(1);
        expect(scripts[0]!.src).toBe(`${sandbox.scriptUrl}?render=shop-site-key`);
        expect(scripts[0]!.nonce || scripts[0]!.getAttribute('nonce')).toBe('page-nonce');

        expect(first).not.toBe(second);
        expect(await siteverify(first)).toMatchObject({
            success: true,
            action: 'register',
            hostname: location.hostname,
            score: 0.9,
        });
        expect(await siteverify(second)).toMatchObject({ success: true, action: 'forgot_password' });
        // Single use, as Google's.
        expect(await siteverify(first)).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    });

    it('gets the low score a test site key asks for', async () => {
        const token = await botCheckToken({ siteKey: 'test-lowscore', scriptUrl: sandbox.scriptUrl }, 'register');
        expect(await siteverify(token)).toMatchObject({ success: true, score: 0.1 });
    });

    it('rejects when the script cannot be loaded, and tries again on the next attempt', async () => {
        const broken = { siteKey: 'k', scriptUrl: `${sandbox.origin}/missing/script.js` };
        await expect(botCheckToken(broken, 'register')).rejects.toThrow('reCAPTCHA script did not load');
        expect(recaptchaScripts()).toHaveLength(0);
        await expect(botCheckToken(broken, 'register')).rejects.toThrow('reCAPTCHA script did not load');
    });

    it('puts the site key in render, keeping the script URL as it is', () => {
        expect(recaptchaScriptSrc({ siteKey: 'a-b_c', scriptUrl: 'https://www.google.com/recaptcha/api.js' })).toBe(
            'https://www.google.com/recaptcha/api.js?render=a-b_c',
        );
    });
});

describe('RecaptchaNotice', () => {
    const config = { siteKey: 'k', scriptUrl: 'https://www.google.com/recaptcha/api.js' };

    it("shows Google's required notice with its privacy policy and terms", () => {
        const { container, getByRole } = renderOnServer(
            <I18nProvider language="it">
                <RecaptchaNotice config={config} />
            </I18nProvider>,
        );
        expect(container).toHaveTextContent(
            'Questo sito è protetto da reCAPTCHA e si applicano le Norme sulla privacy e i Termini di servizio di Google.',
        );
        expect(getByRole('link', { name: 'Norme sulla privacy' })).toHaveAttribute(
            'href',
            'https://policies.google.com/privacy',
        );
        expect(getByRole('link', { name: 'Termini di servizio' })).toHaveAttribute(
            'href',
            'https://policies.google.com/terms',
        );
    });

    it('shows nothing when the bot check is off', () => {
        const { container } = renderOnServer(
            <I18nProvider language="it">
                <RecaptchaNotice config={null} />
            </I18nProvider>,
        );
        expect(container).toBeEmptyDOMElement();
    });
});
