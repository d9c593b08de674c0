/** Shop API entry point of the registration: thin, the rules are in CustomerRegistrationService. */
import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
    Allow,
    ConfigService,
    Ctx,
    isGraphQlErrorResult,
    NativeAuthenticationMethod,
    Permission,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';

import { RegistrationRefusal } from '../errors';
import { CustomerRegistrationService } from '../services/customer-registration.service';
import { ShopRegistrationInput } from '../types';

@Resolver()
export class CustomerAccountsShopResolver {
    constructor(
        private registration: CustomerRegistrationService,
        private connection: TransactionalConnection,
        private configService: ConfigService,
    ) {}

    @Query()
    @Allow(Permission.Public)
    async passwordResetTokenUsable(@Ctx() ctx: RequestContext, @Args() args: { token: string }): Promise<boolean> {
        // Vendure's tokens are a base64 time and an id; anything far from that is no token.
        if (typeof args.token !== 'string' || !/^[A-Za-z0-9+/=_-]{8,256}$/.test(args.token)) return false;
        const method = await this.connection
            .getRepository(ctx, NativeAuthenticationMethod)
            .findOne({ where: { passwordResetToken: args.token }, select: { id: true } });
        if (!method) return false;
        return this.configService.authOptions.verificationTokenStrategy.verifyVerificationToken(ctx, args.token);
    }

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
