/**
 * Ends a customer's other sessions when their password changes: after a reset every session of the account ends
 * (whoever knew the old password, or held a session opened with it, is out), after a change every one but the
 * session that made it. Runs in the change's own transaction, from Vendure's history entry of it.
 */
import { Injectable } from '@nestjs/common';
import {
    AuthenticatedSession,
    ConfigService,
    Customer,
    ID,
    Logger,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';

import { loggerCtx } from '../constants';

@Injectable()
export class AccountSessionsService {
    constructor(
        private connection: TransactionalConnection,
        private configService: ConfigService,
    ) {}

    /** Removes the sessions of the customer's user, except the one whose token is `keepToken`; how many ended. */
    async endSessions(ctx: RequestContext, customerId: ID, keepToken?: string): Promise<number> {
        const customer = await this.connection
            .getRepository(ctx, Customer)
            .findOne({ where: { id: customerId }, relations: { user: true } });
        const userId = customer?.user?.id;
        if (userId === undefined) return 0;
        const repository = this.connection.getRepository(ctx, AuthenticatedSession);
        const sessions = await repository.find({ where: { user: { id: userId } } });
        const ending = sessions.filter(session => session.token !== keepToken);
        if (ending.length === 0) return 0;
        await repository.remove(ending);
        const cache = this.configService.authOptions.sessionCacheStrategy;
        for (const session of ending) await cache.delete(session.token);
        Logger.verbose(`Ended ${ending.length} other session(s) of customer ${String(customerId)}`, loggerCtx);
        return ending.length;
    }
}
