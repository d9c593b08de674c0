/**
 * The reCAPTCHA v3 adapter (italy-facts §7): asks siteverify about a token and decides whether it passes for an
 * action. Knows nothing of GraphQL or Vendure, so the sandbox alone is enough to test it.
 */
import { z } from 'zod';

import { MAX_TOKEN_LENGTH } from '../constants';
import { BotCheckAction, BotCheckOutcome, RecaptchaOptions } from '../types';

/** Printable ASCII only: what a header may carry and a token is made of. */
const TOKEN_SHAPE = /^[\x21-\x7e]+$/;

/** Google's answer; anything else (an HTML error page, a proxy's JSON) counts as siteverify being unavailable. */
const siteverifyAnswer = z.object({
    success: z.boolean(),
    score: z.number().min(0).max(1).optional(),
    action: z.string().optional(),
    hostname: z.string().optional(),
    challenge_ts: z.string().optional(),
    'error-codes': z.array(z.string()).optional(),
});

/** True when the value could be a token: printable ASCII, at most MAX_TOKEN_LENGTH characters. */
export function isWellFormedToken(value: unknown): value is string {
    return typeof value === 'string' && value.length <= MAX_TOKEN_LENGTH && TOKEN_SHAPE.test(value);
}

export class RecaptchaVerifier {
    private hostnames: Set<string>;

    constructor(
        private options: RecaptchaOptions,
        private fetchImpl: typeof fetch = fetch,
    ) {
        this.hostnames = new Set(options.hostnames.map(h => h.toLowerCase()));
    }

    /** Whether the token, sent from `remoteIp`, was made by a human enough visitor of our pages for `action`. */
    async verify(token: string | undefined, action: BotCheckAction, remoteIp?: string): Promise<BotCheckOutcome> {
        if (token === undefined || token === '') return { passed: false, reason: 'missing-token' };
        if (!isWellFormedToken(token)) return { passed: false, reason: 'malformed-token' };

        const form = new URLSearchParams({ secret: this.options.secretKey, response: token });
        if (remoteIp) form.set('remoteip', remoteIp);
        let answer: z.infer<typeof siteverifyAnswer>;
        try {
            const response = await this.fetchImpl(this.options.verifyUrl, {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
                body: form.toString(),
                signal: AbortSignal.timeout(this.options.timeoutMs),
                redirect: 'error',
            });
            if (!response.ok) {
                return { passed: false, reason: 'verify-unavailable', cause: `HTTP ${response.status}` };
            }
            const parsed = siteverifyAnswer.safeParse(await response.json());
            if (!parsed.success) {
                return { passed: false, reason: 'verify-unavailable', cause: 'not a siteverify answer' };
            }
            answer = parsed.data;
        } catch (error) {
            const cause =
                error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
                    ? `no answer within ${this.options.timeoutMs} ms`
                    : causeOf(error);
            return { passed: false, reason: 'verify-unavailable', cause };
        }

        const details = {
            score: answer.score,
            action: answer.action,
            hostname: answer.hostname,
            errorCodes: answer['error-codes'],
        };
        if (!answer.success) return { passed: false, reason: 'token-rejected', ...details };
        // A token made for another form (say the newsletter's) must not open this one.
        if (answer.action !== action) return { passed: false, reason: 'wrong-action', ...details };
        if (!answer.hostname || !this.hostnames.has(answer.hostname.toLowerCase())) {
            return { passed: false, reason: 'wrong-hostname', ...details };
        }
        if (answer.score === undefined || answer.score < this.options.minScore) {
            return { passed: false, reason: 'low-score', ...details };
        }
        return { passed: true, ...details, score: answer.score };
    }
}

function causeOf(error: unknown): string {
    if (!(error instanceof Error)) return String(error);
    // fetch's "fetch failed" hides the reason (ECONNREFUSED, ENOTFOUND…) in its cause.
    const inner = (error as Error & { cause?: { code?: unknown; message?: unknown } }).cause;
    const why = typeof inner?.code === 'string' ? inner.code : inner?.message;
    return typeof why === 'string' ? `${error.message} (${why})` : error.message;
}

/** The outcome as one English line for the log: the reason in words, then what siteverify said. Never the token. */
export function describeOutcome(outcome: BotCheckOutcome, minScore: number): string {
    const said: string[] = [];
    if (outcome.errorCodes?.length) said.push(`error-codes ${outcome.errorCodes.join(',')}`);
    if (outcome.score !== undefined) said.push(`score ${outcome.score}`);
    if (outcome.action !== undefined) said.push(`action ${outcome.action}`);
    if (outcome.hostname !== undefined) said.push(`hostname ${outcome.hostname}`);
    const details = said.length > 0 ? ` (${said.join(', ')})` : '';
    if (outcome.passed) return `passed${details}`;
    const reasons: Record<typeof outcome.reason, string> = {
        'missing-token': 'no token was sent',
        'malformed-token': 'the token header is not a token',
        'verify-unavailable': `siteverify is unavailable: ${outcome.cause ?? 'no answer'}`,
        'token-rejected': 'siteverify rejected the token',
        'wrong-action': 'the token was made for another action',
        'wrong-hostname': 'the token was made on a page of another site',
        'low-score': `the score is below ${minScore}`,
    };
    return `${reasons[outcome.reason]}${details}`;
}
