/** What the server prints once it listens: the addresses, and the staff login generated on this data folder's first start. */
import path from 'node:path';

import { ServerEnv } from '../environment';
import { MAILBOX_ROUTE, servesDevMailbox } from '../plugins/email';

export function readyMessage(env: ServerEnv): string {
    const base = `http://${env.SERVER_HOST}:${env.SERVER_PORT}`;
    const lines = [
        `Commerce server ready${env.SERVER_ROLE === 'all' ? '' : ` (role: ${env.SERVER_ROLE})`}`,
        ...(env.SERVER_ROLE !== 'admin' ? [`  Shop API:  ${base}/shop-api`] : []),
        ...(env.SERVER_ROLE !== 'shop' ? [`  Admin API: ${base}/admin-api`, `  Dashboard: ${base}/admin`] : []),
        ...(servesDevMailbox(env)
            ? [`  Mailbox:   ${base}/${MAILBOX_ROUTE} (emails are kept, not sent: no SMTP_HOST)`]
            : []),
    ];
    if (env.generatedCredentials) {
        const file = path.join(env.DATA_DIR, 'local-secrets.json');
        // The password is shown once, when it is made: later starts would copy it into every log they are kept in.
        lines.push(
            env.localSecretsCreated
                ? `  Staff login (generated now, kept in ${file}): ${env.superadminUsername} / ${env.superadminPassword}`
                : `  Staff login: ${env.superadminUsername}, password in ${file}`,
        );
    }
    return `${lines.join('\n')}\n`;
}
