import type { RedisOptions } from 'ioredis';

import type { TrustedProxies } from '../../lib/trusted-proxies';

/** How many of one kind of request a key may make in a window. */
export interface RateLimitRule {
    /** Requests (or failures, where a success gives its point back) allowed per window. */
    points: number;
    windowSeconds: number;
}

/** What is limited (decision 022); each kind has its own window, counted per key. */
export interface RateLimits {
    /** Coupon and gift card codes tried on one session; a code that applies gives its attempt back. */
    codeAttemptsPerSession: RateLimitRule;
    /** The same per client IP, for a guesser who starts a new session for each try. */
    codeAttemptsPerIp: RateLimitRule;
    /** Cart changes of one session. */
    cartWritesPerSession: RateLimitRule;
    /** Cart changes from one client IP, for writes that start a new session each time. */
    cartWritesPerIp: RateLimitRule;
    /** Guest wishlists started from one client IP: sized for a mobile carrier's address shared by many shoppers. */
    guestWishlistsPerIp: RateLimitRule;
    /** Guest wishlists started by one session, where the request carries one. */
    guestWishlistsPerSession: RateLimitRule;
    /** Adds to one guest wishlist (by its token), whatever the address. */
    guestWishlistAddsPerToken: RateLimitRule;
    /** Failed staff logins for one username from one client IP; a success resets the count. */
    staffLoginFailuresPerUser: RateLimitRule;
    /** Failed staff logins for one username from anywhere: many addresses guessing one password. */
    staffLoginFailuresPerAccount: RateLimitRule;
    /** Failed staff logins from one client IP, whatever the username. */
    staffLoginFailuresPerIp: RateLimitRule;
    /** Failed customer logins (shop API) for one email address from one client IP; a success resets the count. */
    customerLoginFailuresPerAddress: RateLimitRule;
    /** Failed customer logins for one email address from anywhere: many addresses guessing one password. */
    customerLoginFailuresPerAccount: RateLimitRule;
    /** Failed customer logins from one client IP, whatever the address. */
    customerLoginFailuresPerIp: RateLimitRule;
    /** Accounts asked for (registerShopCustomer) from one client IP, refused ones included. */
    registrationsPerIp: RateLimitRule;
    /** Password reset emails asked for one address, from anywhere (no mailbox is flooded with them). */
    passwordResetRequestsPerAddress: RateLimitRule;
    /** Password reset emails asked for from one client IP, whatever the address. */
    passwordResetRequestsPerIp: RateLimitRule;
    /** New passwords set with a reset token (resetPassword) from one client IP: tokens are not for guessing. */
    passwordResetsPerIp: RateLimitRule;
    /** Back-in-stock requests (requestStockAlert) from one client IP, whatever the address. */
    stockAlertsPerIp: RateLimitRule;
    /** Back-in-stock requests for one address, from anywhere (nobody fills another's mailbox with alerts). */
    stockAlertsPerAddress: RateLimitRule;
}

export type RateLimitName = keyof RateLimits;

export interface RateLimitPluginOptions {
    limits: RateLimits;
    /** Whose X-Forwarded-For gives the client's address (TRUSTED_PROXIES); without it, the connection's peer. */
    trustedProxies?: TrustedProxies;
    /** Redis shares the counts between every server process; without it each process counts on its own. */
    redis?: RedisOptions;
}
