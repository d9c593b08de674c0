/** Shop API entry point of the registration: thin, the rules are in CustomerRegistrationService. */
import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, isGraphQlErrorResult, Permission, RequestContext, TransactionalConnection } from '@vendure/core';

import { RegistrationRefusal } from '../errors';
import { CustomerRegistrationService } from '../services/customer-registration.service';
import { ShopRegistrationInput } from '../types';

@Resolver()
export class CustomerAccountsShopResolver {
    constructor(
        private registration: CustomerRegistrationService,
        private connection: TransactionalConnection,
    ) {}

    @Mutation()
    @Allow(Permission.Public)
    async registerShopCustomer(@Ctx() ctx: RequestContext, @Args() args: { input: ShopRegistrationInput }) {
        try {
            // Customer, user, credentials and consents are stored together or not at all (decision 010).
            return await this.connection.withTransaction(ctx, txCtx => this.registration.register(txCtx, args.input));
        } catch (error) {
            if (error instanceof RegistrationRefusal) return error.result;
            throw error;
        }
    }
}

@Resolver('RegisterShopCustomerResult')
export class RegisterShopCustomerResultResolver {
    @ResolveField()
    __resolveType(value: object): string {
        return isGraphQlErrorResult(value as never) ? (value as { __typename: string }).__typename : 'Success';
    }
}
