/**
 * One address, and only one, wherever an operation stores a customer's email: a list ("a@x.it, b@x.it"), a second
 * line (CR/LF), a display name or an over-long value would make every later email, and the payment providers' pages,
 * go to whatever it names. Vendure's own mutations that take an address are checked here, before their resolvers, on
 * both APIs; the shop's own (`registerShopCustomer`, `requestStockAlert`) check it in their services with the same
 * rule and answer their own error results.
 */
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { GraphQLResolveInfo } from 'graphql';
import { Observable } from 'rxjs';

import { InvalidEmailAddressError } from '../errors';
import { isSingleEmailAddress } from '../validation';

type Args = Record<string, unknown>;

const input = (args: Args) => (args.input as Args | undefined)?.emailAddress;

/** Mutation name → the address it would store (undefined when the call leaves the address as it is). */
const ADDRESS_OF: Record<string, (args: Args) => unknown> = {
    setCustomerForOrder: input,
    registerCustomerAccount: input,
    requestUpdateCustomerEmailAddress: args => args.newEmailAddress,
    // The admin API: staff create and edit customers, and draft orders' customers.
    createCustomer: input,
    updateCustomer: input,
    setCustomerForDraftOrder: input,
};

@Injectable()
export class EmailAddressInterceptor implements NestInterceptor {
    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
        if (context.getType<GqlContextType>() !== 'graphql') return next.handle();
        const gqlContext = GqlExecutionContext.create(context);
        const info = gqlContext.getInfo<GraphQLResolveInfo>();
        if (info.parentType.name !== 'Mutation') return next.handle();
        const addressOf = ADDRESS_OF[info.fieldName];
        if (!addressOf) return next.handle();
        const address = addressOf(gqlContext.getArgs<Args>());
        if (address === undefined || address === null) return next.handle();
        if (typeof address !== 'string' || !isSingleEmailAddress(address)) throw new InvalidEmailAddressError();
        return next.handle();
    }
}
