/**
 * Notes what an add-to-cart mutation (the shop API's, or staff adding to a draft order) asked for, for the cart
 * rules (see requested-quantity.ts). Every other field passes straight through.
 */
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { GraphQLResolveInfo } from 'graphql';
import { Observable } from 'rxjs';

import { recordRequestedItems, RequestedItem } from '../services/requested-quantity';

@Injectable()
export class RequestedQuantityInterceptor implements NestInterceptor {
    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
        if (context.getType<GqlContextType>() !== 'graphql') {
            return next.handle();
        }
        const gqlContext = GqlExecutionContext.create(context);
        const info = gqlContext.getInfo<GraphQLResolveInfo>();
        const req = gqlContext.getContext<{ req?: object }>().req;
        if (!req || info.parentType.name !== 'Mutation') {
            return next.handle();
        }
        let items: RequestedItem[];
        if (info.fieldName === 'addItemToOrder') {
            items = [gqlContext.getArgs<RequestedItem>()];
        } else if (info.fieldName === 'addItemsToOrder') {
            items = gqlContext.getArgs<{ inputs: RequestedItem[] }>().inputs;
        } else if (info.fieldName === 'addItemToDraftOrder') {
            items = [gqlContext.getArgs<{ input: RequestedItem }>().input];
        } else {
            return next.handle();
        }
        recordRequestedItems(req, items);
        return next.handle();
    }
}
