/**
 * Counts the limited mutations (decision 022) before their resolvers run, and refuses one whose count is used up with
 * RateLimitedError, so a refused request does no work. Every other field passes straight through.
 */
import { createHash } from 'node:crypto';

import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import {
    internal_getRequestContext,
    isGraphQlErrorResult,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import type { Request } from 'express';
import { GraphQLResolveInfo } from 'graphql';
import { from, mergeMap, Observable } from 'rxjs';
import { IsNull } from 'typeorm';

import { Wishlist, WISHLIST_TOKEN_HEADER } from '../../wishlist';
import { hashGuestToken, isWellFormedGuestToken } from '../../wishlist/services/wishlist-tokens';
import { RATE_LIMIT_PLUGIN_OPTIONS } from '../constants';
import { RateLimitedError } from '../errors';
import { RateLimitKey, RateLimitService } from '../services/rate-limit.service';
import { RateLimitPluginOptions } from '../types';

/** The shop API's cart changes: Vendure's order-line mutations and the cart plugin's services. */
const CART_WRITES = new Set([
    'addItemToOrder',
    'addItemsToOrder',
    'adjustOrderLine',
    'removeOrderLine',
    'removeAllOrderLines',
    'setCartServices',
    'setCartNotes',
    'removeAllCartServices',
]);

/** Mutations that try a code someone could be guessing: coupons (Vendure's) and gift cards (ours). */
const CODE_ATTEMPTS = new Set(['applyCouponCode', 'applyGiftCard']);

/** What to count for one request, and what to do with the count once the answer is known. */
interface Plan {
    keys: RateLimitKey[];
    /** Called with the resolver's answer: gives points back or forgets a count when the attempt should not count. */
    settle?: (result: unknown) => Promise<void>;
}

/** Vendure matches email addresses without regard to case: so do the counts. */
function normalizeLogin(value: string): string {
    return value.trim().toLowerCase();
}

function sha256(value: string): string {
    return createHash('sha256').update(value, 'utf8').digest('hex').slice(0, 32);
}

@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
    constructor(
        private rateLimits: RateLimitService,
        private connection: TransactionalConnection,
        @Inject(RATE_LIMIT_PLUGIN_OPTIONS) private options: RateLimitPluginOptions,
    ) {}

    /**
     * The client's address: X-Forwarded-For only from the configured proxies (the storefront, the load balancer), so a
     * client calling the API directly is counted by its own address, whatever it sends.
     */
    private clientAddress(req: Request): string {
        const proxies = this.options.trustedProxies;
        return proxies ? proxies.clientAddress(req) : (req.socket?.remoteAddress ?? 'unknown');
    }

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
        if (context.getType<GqlContextType>() !== 'graphql') {
            return next.handle();
        }
        const gqlContext = GqlExecutionContext.create(context);
        const info = gqlContext.getInfo<GraphQLResolveInfo>();
        const req = gqlContext.getContext<{ req?: Request }>().req;
        if (!req || info.parentType.name !== 'Mutation') {
            return next.handle();
        }
        const ctx = internal_getRequestContext(req as never, context);
        return from(this.plan(ctx, req, info.fieldName, gqlContext.getArgs())).pipe(
            mergeMap(plan => from(this.enter(plan)).pipe(mergeMap(() => this.run(plan, next)))),
        );
    }

    private async enter(plan: Plan | null) {
        if (!plan) return;
        const retryAfter = await this.rateLimits.consume(plan.keys);
        if (retryAfter !== null) throw new RateLimitedError(retryAfter);
    }

    private run(plan: Plan | null, next: CallHandler): Observable<unknown> {
        const settle = plan?.settle;
        if (!settle) return next.handle();
        return next.handle().pipe(
            // Some resolvers' answers reach the interceptors still as promises.
            mergeMap(async answer => {
                const result: unknown = await answer;
                await settle(result);
                return result;
            }),
        );
    }

    private async plan(ctx: RequestContext, req: Request, field: string, args: Record<string, unknown>) {
        const ip = `ip:${this.clientAddress(req)}`;
        // A request without a session (or a new anonymous one) is counted by its IP alone.
        const session = ctx.session?.token ? `session:${sha256(ctx.session.token)}` : ip;

        if (ctx.apiType === 'shop' && CODE_ATTEMPTS.has(field)) {
            const keys: RateLimitKey[] = [
                { limit: 'codeAttemptsPerSession', key: session },
                { limit: 'codeAttemptsPerIp', key: ip },
            ];
            // Only codes that do not apply use up the allowance: a shopper entering valid codes never meets it.
            return {
                keys,
                settle: async (result: unknown) => {
                    if (!isGraphQlErrorResult(result as never)) await this.rateLimits.refund(keys);
                },
            } satisfies Plan;
        }
        if (ctx.apiType === 'shop' && CART_WRITES.has(field)) {
            return {
                keys: [
                    { limit: 'cartWritesPerSession', key: session },
                    { limit: 'cartWritesPerIp', key: ip },
                ],
            } satisfies Plan;
        }
        if (ctx.apiType === 'shop' && field === 'addToWishlist' && !ctx.activeUserId) {
            const existing = await this.existingGuestWishlist(ctx, req.headers[WISHLIST_TOKEN_HEADER]);
            if (existing) {
                // Adds to one wishlist are counted by its token, wherever they come from.
                return { keys: [{ limit: 'guestWishlistAddsPerToken', key: `wishlist:${existing}` }] } satisfies Plan;
            }
            // A new wishlist: per address, sized for the many shoppers behind one mobile carrier's address, and per
            // session where the request has one, so one client cannot use up its address's allowance alone.
            const keys: RateLimitKey[] = [{ limit: 'guestWishlistsPerIp', key: ip }];
            if (ctx.session?.token) keys.push({ limit: 'guestWishlistsPerSession', key: session });
            return { keys } satisfies Plan;
        }
        if (ctx.apiType === 'shop' && field === 'registerShopCustomer') {
            return { keys: [{ limit: 'registrationsPerIp', key: ip }] } satisfies Plan;
        }
        if (ctx.apiType === 'shop' && field === 'requestPasswordReset') {
            const keys: RateLimitKey[] = [{ limit: 'passwordResetRequestsPerIp', key: ip }];
            // Per address from anywhere: the same count for addresses with and without an account.
            if (typeof args.emailAddress === 'string') {
                keys.push({ limit: 'passwordResetRequestsPerAddress', key: sha256(normalizeLogin(args.emailAddress)) });
            }
            return { keys } satisfies Plan;
        }
        if (ctx.apiType === 'shop' && field === 'requestStockAlert') {
            const keys: RateLimitKey[] = [{ limit: 'stockAlertsPerIp', key: ip }];
            if (typeof args.emailAddress === 'string' && args.emailAddress.trim() !== '') {
                keys.push({ limit: 'stockAlertsPerAddress', key: sha256(normalizeLogin(args.emailAddress)) });
            }
            return { keys } satisfies Plan;
        }
        if (ctx.apiType === 'shop' && field === 'resetPassword') {
            return { keys: [{ limit: 'passwordResetsPerIp', key: ip }] } satisfies Plan;
        }
        if (field === 'login' || field === 'authenticate') {
            const username =
                field === 'login'
                    ? args.username
                    : (args.input as { native?: { username?: unknown } })?.native?.username;
            if (typeof username !== 'string') return null;
            const staff = ctx.apiType === 'admin';
            const account = sha256(normalizeLogin(username));
            const user: RateLimitKey = {
                limit: staff ? 'staffLoginFailuresPerUser' : 'customerLoginFailuresPerAddress',
                key: `${account}:${ip}`,
            };
            // From every address together: guesses spread over many addresses meet this one.
            const anywhere: RateLimitKey = {
                limit: staff ? 'staffLoginFailuresPerAccount' : 'customerLoginFailuresPerAccount',
                key: account,
            };
            const fromIp: RateLimitKey = {
                limit: staff ? 'staffLoginFailuresPerIp' : 'customerLoginFailuresPerIp',
                key: ip,
            };
            // Every attempt takes a point first, so a burst of parallel guesses is capped too; a success within the
            // limit gives its points back and clears the username's count. Past the limit even the right password is
            // refused until the window has passed.
            return {
                keys: [user, anywhere, fromIp],
                settle: async (result: unknown) => {
                    if (isGraphQlErrorResult(result as never)) return;
                    await Promise.all([this.rateLimits.reset([user, anywhere]), this.rateLimits.refund([fromIp])]);
                },
            } satisfies Plan;
        }
        return null;
    }

    /**
     * The token hash of the guest wishlist the add goes to, or null when it starts a new one: a guest's add does unless
     * it carries the token of one that exists (WishlistService.addItem).
     */
    private async existingGuestWishlist(ctx: RequestContext, token: unknown): Promise<string | null> {
        if (!isWellFormedGuestToken(token)) return null;
        const tokenHash = hashGuestToken(token);
        const exists = await this.connection
            .getRepository(ctx, Wishlist)
            .exists({ where: { tokenHash, customerId: IsNull() } });
        return exists ? tokenHash : null;
    }
}
