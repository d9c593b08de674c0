/** Shop API entry points of the back-in-stock alerts: thin, the work is in StockAlertService. */
import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, isGraphQlErrorResult, RequestContext, TransactionalConnection } from '@vendure/core';
import { QueryFailedError } from 'typeorm';

import { normalizeEmail, StockAlertService } from '../services/stock-alert.service';
import { RequestStockAlertArgs } from '../types';

@Resolver()
export class StockAlertShopResolver {
    constructor(
        private stockAlertService: StockAlertService,
        private connection: TransactionalConnection,
    ) {}

    @Mutation()
    async requestStockAlert(@Ctx() ctx: RequestContext, @Args() args: RequestStockAlertArgs) {
        try {
            return await this.connection.withTransaction(ctx, txCtx => this.stockAlertService.request(txCtx, args));
        } catch (error) {
            // The same address asked twice at once: the other request recorded it, which is what this one wanted.
            if (isUniqueViolation(error) && typeof args.emailAddress === 'string') {
                return {
                    __typename: 'StockAlertRequested',
                    emailAddress: normalizeEmail(args.emailAddress),
                    alreadyRequested: true,
                };
            }
            throw error;
        }
    }

    @Mutation()
    cancelStockAlert(@Ctx() ctx: RequestContext, @Args() args: { token: string }) {
        return this.connection.withTransaction(ctx, txCtx => this.stockAlertService.cancel(txCtx, args.token));
    }
}

function typeOf(value: object, success: string): string {
    return isGraphQlErrorResult(value as { errorCode: string; message: string })
        ? (value as { __typename: string }).__typename
        : success;
}

@Resolver('RequestStockAlertResult')
export class RequestStockAlertResultResolver {
    @ResolveField()
    __resolveType(value: object): string {
        return typeOf(value, 'StockAlertRequested');
    }
}

@Resolver('CancelStockAlertResult')
export class CancelStockAlertResultResolver {
    @ResolveField()
    __resolveType(value: object): string {
        return typeOf(value, 'StockAlertCancelled');
    }
}

/** PostgreSQL's unique_violation, or SQLite's UNIQUE constraint failure. */
function isUniqueViolation(error: unknown): boolean {
    if (!(error instanceof QueryFailedError)) return false;
    const driverError = error.driverError as { code?: string } | undefined;
    return driverError?.code === '23505' || driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
