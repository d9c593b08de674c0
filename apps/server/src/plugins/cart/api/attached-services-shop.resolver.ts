import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';

import { AttachedServicesService } from '../services/attached-services.service';

@Resolver()
export class AttachedServicesShopResolver {
    constructor(private attachedServices: AttachedServicesService) {}

    @Mutation()
    @Transaction()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    setCartServices(@Ctx() ctx: RequestContext, @Args() args: { productSku: string; serviceSkus: string[] }) {
        return this.attachedServices.setProductServices(ctx, args.productSku, args.serviceSkus);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    setCartNotes(@Ctx() ctx: RequestContext, @Args() args: { notes: string }) {
        return this.attachedServices.setNotes(ctx, args.notes);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    removeAllCartServices(@Ctx() ctx: RequestContext) {
        return this.attachedServices.removeAllServices(ctx);
    }
}
