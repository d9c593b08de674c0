// reCAPTCHA v3 in the shopper's browser (decision 029): loads Google's script once, when a form first needs it, and
// takes a token for the action at the moment the shopper acts (tokens last two minutes and are good for one check).

/** The actions the commerce server's bot check knows (its BOT_CHECK_ACTIONS): one per protected form. */
export type BotCheckAction = 'register' | 'forgot_password' | 'newsletter' | 'contact';

/** What the browser needs to get a token (`publicEnv.recaptcha`); null when the bot check is off. */
export interface RecaptchaConfig {
    siteKey: string;
    /** Google's api.js, or the sandbox's in tests and development. */
    scriptUrl: string;
}

interface Grecaptcha {
    ready(callback: () => void): void;
    execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

/** A script that has not defined grecaptcha by then is taken as blocked or down: the form can say so. */
const LOAD_TIMEOUT_MS = 10_000;

let loading: { src: string; promise: Promise<Grecaptcha> } | undefined;

/** The script's address with the site key in `render`, as Google's v3 integration asks. */
export function recaptchaScriptSrc(config: RecaptchaConfig): string {
    const url = new URL(config.scriptUrl);
    url.searchParams.set('render', config.siteKey);
    return url.href;
}

/** The page's CSP nonce, read back from a script the server rendered (browsers keep it in the property only). */
function pageNonce(): string | undefined {
    const script = document.querySelector<HTMLScriptElement>('script[nonce]');
    return script?.nonce || script?.getAttribute('nonce') || undefined;
}

function loadScript(config: RecaptchaConfig): Promise<Grecaptcha> {
    const src = recaptchaScriptSrc(config);
    if (loading?.src === src) return loading.promise;
    const script = document.createElement('script');
    const promise = new Promise<Grecaptcha>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('reCAPTCHA did not load in time')), LOAD_TIMEOUT_MS);
        script.onload = () => {
            const grecaptcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
            if (!grecaptcha) {
                clearTimeout(timer);
                reject(new Error('reCAPTCHA script loaded without grecaptcha'));
                return;
            }
            grecaptcha.ready(() => {
                clearTimeout(timer);
                resolve(grecaptcha);
            });
        };
        script.onerror = () => {
            clearTimeout(timer);
            reject(new Error('reCAPTCHA script did not load'));
        };
    });
    script.src = src;
    script.async = true;
    const nonce = pageNonce();
    if (nonce) script.nonce = nonce;
    document.head.appendChild(script);
    loading = { src, promise };
    // The next attempt loads it afresh (the network may be back).
    promise.catch(() => {
        if (loading?.promise === promise) loading = undefined;
        script.remove();
    });
    return promise;
}

/**
 * Starts loading the script ahead of the shopper's action (say, when a protected form gets focus), so the token
 * comes quicker; never takes a token. Does nothing when the check is off.
 */
export function prepareBotCheck(config: RecaptchaConfig | null): void {
    if (config) loadScript(config).catch(() => undefined);
}

/**
 * A fresh token for `action`, to send with the form's request (the storefront passes it to the commerce server as
 * x-recaptcha-token); undefined when the check is off. Call it when the shopper submits, never at page load. Rejects
 * when reCAPTCHA cannot be loaded or gives no token: the commerce server would refuse the request anyway.
 */
export async function botCheckToken(
    config: RecaptchaConfig | null,
    action: BotCheckAction,
): Promise<string | undefined> {
    if (!config) return undefined;
    const grecaptcha = await loadScript(config);
    return grecaptcha.execute(config.siteKey, { action });
}

/** Forgets the loaded script: for tests only. */
export function resetBotCheckForTests(): void {
    loading = undefined;
}
