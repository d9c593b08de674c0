/**
 * OrderLine.attachedServices and isAttachedService. The fields of every line of one order are asked for in the same
 * turn of the event loop: the order is read once for all of them (notes and service lines), then forgotten, so a
 * later mutation in the same request reads the order afresh.
 */
import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, ID, OrderLine, OrderService, RequestContext, TransactionalConnection } from '@vendure/core';

import { attachedServicesByLine, LineServicesView } from '../services/attached-services-view';

const NONE: LineServicesView = { isAttachedService: false, attachedServices: [] };

@Resolver('OrderLine')
export class OrderLineAttachedServicesResolver {
    /** Views loaded in the current turn, by request. */
    private loads = new WeakMap<object, Array<Promise<Map<string, LineServicesView>>>>();

    constructor(
        private connection: TransactionalConnection,
        private orderService: OrderService,
    ) {}

    @ResolveField()
    async attachedServices(@Ctx() ctx: RequestContext, @Parent() line: OrderLine) {
        return (await this.view(ctx, line.id)).attachedServices;
    }

    @ResolveField()
    async isAttachedService(@Ctx() ctx: RequestContext, @Parent() line: OrderLine) {
        return (await this.view(ctx, line.id)).isAttachedService;
    }

    private async view(ctx: RequestContext, lineId: ID): Promise<LineServicesView> {
        const key: object = ctx.req ?? ctx;
        let loads = this.loads.get(key);
        if (!loads) {
            loads = [];
            this.loads.set(key, loads);
            setImmediate(() => this.loads.delete(key));
        }
        for (const load of loads) {
            const found = (await load).get(String(lineId));
            if (found) {
                return found;
            }
        }
        const load = this.loadOrderOf(ctx, lineId);
        loads.push(load);
        return (await load).get(String(lineId)) ?? NONE;
    }

    private async loadOrderOf(ctx: RequestContext, lineId: ID): Promise<Map<string, LineServicesView>> {
        const line = await this.connection.getRepository(ctx, OrderLine).findOne({
            where: { id: lineId },
            relations: { order: true },
            loadEagerRelations: false,
        });
        const order = line ? await this.orderService.findOne(ctx, line.order.id) : undefined;
        if (!order) {
            return new Map();
        }
        return attachedServicesByLine((order.customFields as { notes?: string }).notes, order.lines);
    }
}
