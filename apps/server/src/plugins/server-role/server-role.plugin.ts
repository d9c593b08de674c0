/**
 * Closes the paths this process's SERVER_ROLE does not serve (decision 026). Its middleware goes first, before any
 * other (body limits included), so a closed path answers 404 whatever is sent to it.
 */
import { PluginCommonModule, Type, VendurePlugin } from '@vendure/core';

import { ServerRole, serverRoleMiddleware } from '../../lib/server-role';

/** A plugin class per configuration, so two configurations built in one process (tests) keep their own role. */
export function serverRolePlugin(role: ServerRole): Type<unknown> {
    @VendurePlugin({
        imports: [PluginCommonModule],
        configuration: config => {
            config.apiOptions.middleware = [...serverRoleMiddleware(role), ...(config.apiOptions.middleware ?? [])];
            return config;
        },
        compatibility: '^3.1.0',
    })
    class ServerRolePlugin {}
    return ServerRolePlugin;
}
