/** What the store configuration and the demo seed share: the staff context they write with, and their progress lines. */
import { INestApplicationContext } from '@nestjs/common';
import {
    ChannelService,
    ConfigService,
    RequestContext,
    RequestContextService,
    TransactionalConnection,
    User,
} from '@vendure/core';

/** Progress of a first start goes to the console whatever the log level: a person is waiting for it. */
export function report(line: string) {
    process.stdout.write(`${line}\n`);
}

/** A superadmin context on the default channel, as it is now: take a new one after changing the channel. */
export async function superadminContext(app: INestApplicationContext): Promise<RequestContext> {
    const { superadminCredentials } = app.get(ConfigService).authOptions;
    const user = await app
        .get(TransactionalConnection)
        .rawConnection.getRepository(User)
        .findOne({ where: { identifier: superadminCredentials.identifier }, relations: ['roles', 'roles.channels'] });
    return app.get(RequestContextService).create({
        apiType: 'admin',
        user: user ?? undefined,
        channelOrToken: await app.get(ChannelService).getDefaultChannel(),
    });
}
