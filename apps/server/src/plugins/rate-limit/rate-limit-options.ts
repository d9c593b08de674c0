/** The limits from the environment (RATE_LIMIT_*), each with the default decision 022 explains. */
import { z } from 'zod';

import { RateLimits } from './types';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const schema = z.object({
    RATE_LIMIT_CODE_ATTEMPTS: count(10),
    RATE_LIMIT_CODE_ATTEMPTS_PER_IP: count(30),
    RATE_LIMIT_CODE_WINDOW_SECONDS: count(600),
    RATE_LIMIT_CART_WRITES: count(120),
    RATE_LIMIT_CART_WRITES_PER_IP: count(600),
    RATE_LIMIT_CART_WINDOW_SECONDS: count(60),
    RATE_LIMIT_GUEST_WISHLISTS: count(300),
    RATE_LIMIT_GUEST_WISHLISTS_PER_SESSION: count(5),
    RATE_LIMIT_GUEST_WISHLIST_ADDS: count(120),
    RATE_LIMIT_GUEST_WISHLIST_WINDOW_SECONDS: count(3600),
    RATE_LIMIT_STAFF_LOGIN_FAILURES: count(10),
    RATE_LIMIT_STAFF_LOGIN_FAILURES_PER_IP: count(50),
    RATE_LIMIT_STAFF_LOGIN_FAILURES_PER_ACCOUNT: count(20),
    RATE_LIMIT_STAFF_LOGIN_WINDOW_SECONDS: count(900),
    RATE_LIMIT_CUSTOMER_LOGIN_FAILURES: count(10),
    RATE_LIMIT_CUSTOMER_LOGIN_FAILURES_PER_IP: count(50),
    RATE_LIMIT_CUSTOMER_LOGIN_FAILURES_PER_ACCOUNT: count(20),
    RATE_LIMIT_CUSTOMER_LOGIN_WINDOW_SECONDS: count(900),
    RATE_LIMIT_REGISTRATIONS_PER_IP: count(10),
    RATE_LIMIT_REGISTRATION_WINDOW_SECONDS: count(3600),
    RATE_LIMIT_PASSWORD_RESET_REQUESTS: count(5),
    RATE_LIMIT_PASSWORD_RESET_REQUESTS_PER_IP: count(20),
    RATE_LIMIT_PASSWORD_RESETS_PER_IP: count(20),
    RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS: count(3600),
    RATE_LIMIT_STOCK_ALERTS_PER_IP: count(30),
    RATE_LIMIT_STOCK_ALERTS_PER_ADDRESS: count(10),
    RATE_LIMIT_STOCK_ALERT_WINDOW_SECONDS: count(3600),
});

export function rateLimitsFromEnv(source: NodeJS.ProcessEnv = process.env): RateLimits {
    const parsed = schema.safeParse(source);
    if (!parsed.success) {
        const problems = parsed.error.issues.map(i => `  ${i.path.join('.')}: ${i.message}`).join('\n');
        throw new Error(`Invalid rate limits in the environment:\n${problems}`);
    }
    const e = parsed.data;
    return {
        codeAttemptsPerSession: { points: e.RATE_LIMIT_CODE_ATTEMPTS, windowSeconds: e.RATE_LIMIT_CODE_WINDOW_SECONDS },
        codeAttemptsPerIp: {
            points: e.RATE_LIMIT_CODE_ATTEMPTS_PER_IP,
            windowSeconds: e.RATE_LIMIT_CODE_WINDOW_SECONDS,
        },
        cartWritesPerSession: { points: e.RATE_LIMIT_CART_WRITES, windowSeconds: e.RATE_LIMIT_CART_WINDOW_SECONDS },
        cartWritesPerIp: { points: e.RATE_LIMIT_CART_WRITES_PER_IP, windowSeconds: e.RATE_LIMIT_CART_WINDOW_SECONDS },
        guestWishlistsPerIp: {
            points: e.RATE_LIMIT_GUEST_WISHLISTS,
            windowSeconds: e.RATE_LIMIT_GUEST_WISHLIST_WINDOW_SECONDS,
        },
        guestWishlistsPerSession: {
            points: e.RATE_LIMIT_GUEST_WISHLISTS_PER_SESSION,
            windowSeconds: e.RATE_LIMIT_GUEST_WISHLIST_WINDOW_SECONDS,
        },
        guestWishlistAddsPerToken: {
            points: e.RATE_LIMIT_GUEST_WISHLIST_ADDS,
            windowSeconds: e.RATE_LIMIT_GUEST_WISHLIST_WINDOW_SECONDS,
        },
        staffLoginFailuresPerAccount: {
            points: e.RATE_LIMIT_STAFF_LOGIN_FAILURES_PER_ACCOUNT,
            windowSeconds: e.RATE_LIMIT_STAFF_LOGIN_WINDOW_SECONDS,
        },
        customerLoginFailuresPerAccount: {
            points: e.RATE_LIMIT_CUSTOMER_LOGIN_FAILURES_PER_ACCOUNT,
            windowSeconds: e.RATE_LIMIT_CUSTOMER_LOGIN_WINDOW_SECONDS,
        },
        staffLoginFailuresPerUser: {
            points: e.RATE_LIMIT_STAFF_LOGIN_FAILURES,
            windowSeconds: e.RATE_LIMIT_STAFF_LOGIN_WINDOW_SECONDS,
        },
        staffLoginFailuresPerIp: {
            points: e.RATE_LIMIT_STAFF_LOGIN_FAILURES_PER_IP,
            windowSeconds: e.RATE_LIMIT_STAFF_LOGIN_WINDOW_SECONDS,
        },
        customerLoginFailuresPerAddress: {
            points: e.RATE_LIMIT_CUSTOMER_LOGIN_FAILURES,
            windowSeconds: e.RATE_LIMIT_CUSTOMER_LOGIN_WINDOW_SECONDS,
        },
        customerLoginFailuresPerIp: {
            points: e.RATE_LIMIT_CUSTOMER_LOGIN_FAILURES_PER_IP,
            windowSeconds: e.RATE_LIMIT_CUSTOMER_LOGIN_WINDOW_SECONDS,
        },
        registrationsPerIp: {
            points: e.RATE_LIMIT_REGISTRATIONS_PER_IP,
            windowSeconds: e.RATE_LIMIT_REGISTRATION_WINDOW_SECONDS,
        },
        passwordResetRequestsPerAddress: {
            points: e.RATE_LIMIT_PASSWORD_RESET_REQUESTS,
            windowSeconds: e.RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS,
        },
        passwordResetRequestsPerIp: {
            points: e.RATE_LIMIT_PASSWORD_RESET_REQUESTS_PER_IP,
            windowSeconds: e.RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS,
        },
        passwordResetsPerIp: {
            points: e.RATE_LIMIT_PASSWORD_RESETS_PER_IP,
            windowSeconds: e.RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS,
        },
        stockAlertsPerIp: {
            points: e.RATE_LIMIT_STOCK_ALERTS_PER_IP,
            windowSeconds: e.RATE_LIMIT_STOCK_ALERT_WINDOW_SECONDS,
        },
        stockAlertsPerAddress: {
            points: e.RATE_LIMIT_STOCK_ALERTS_PER_ADDRESS,
            windowSeconds: e.RATE_LIMIT_STOCK_ALERT_WINDOW_SECONDS,
        },
    };
}
