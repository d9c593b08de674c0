import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import {
    Allow,
    Ctx,
    isGraphQlErrorResult,
    Order,
    Permission,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';

import { CartServicesError, CartServicesRefusal } from '../errors';
import { AttachedServicesService } from '../services/attached-services.service';

@Resolver()
export class AttachedServicesShopResolver {
    constructor(
        private connection: TransactionalConnection,
        private attachedServices: AttachedServicesService,
    ) {}

    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    setCartServices(@Ctx() ctx: RequestContext, @Args() args: { productSku: string; serviceSkus: string[] }) {
        return this.refusable(ctx, tx =>
            this.attachedServices.setProductServices(tx, args.productSku, args.serviceSkus),
        );
    }

    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    setCartNotes(@Ctx() ctx: RequestContext, @Args() args: { notes: string }) {
        return this.refusable(ctx, tx => this.attachedServices.setNotes(tx, args.notes));
    }

    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    removeAllCartServices(@Ctx() ctx: RequestContext) {
        return this.refusable(ctx, tx => this.attachedServices.removeAllServices(tx));
    }

    /**
     * A refusal may come after some service lines already changed: the work runs in a transaction of its own, rolled
     * back as a whole on a refusal, and only then is the refusal answered as an error result.
     */
    private async refusable(
        ctx: RequestContext,
        work: (tx: RequestContext) => Promise<Order>,
    ): Promise<Order | CartServicesError> {
        try {
            return await this.connection.withTransaction(ctx, work);
        } catch (error) {
            if (error instanceof CartServicesRefusal) {
                return new CartServicesError();
            }
            throw error;
        }
    }
}

@Resolver('CartServicesResult')
export class CartServicesResultResolver {
    @ResolveField()
    __resolveType(value: unknown): string {
        return isGraphQlErrorResult(value as never) ? (value as CartServicesError).__typename : 'Order';
    }
}
