/**
 * The two payment sandboxes served by the commerce server itself in development without provider credentials, as
 * the reCAPTCHA sandbox is (decision 029): `npm start` needs nothing else. environment.ts refuses this in production
 * by refusing production without credentials.
 */
import type http from 'node:http';

import { FINDOMESTIC_SANDBOX_ROUTE, XPAY_SANDBOX_ROUTE } from '../constants';
import type { PaymentsPluginOptions } from '../types';
import { findomesticSandboxHandler } from './findomestic-sandbox';
import { xpaySandboxHandler } from './xpay-sandbox';

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export function paymentSandboxMiddleware(
    options: PaymentsPluginOptions,
): Array<{ route: string; beforeListen: true; handler: NodeHandler }> {
    const middleware: Array<{ route: string; beforeListen: true; handler: NodeHandler }> = [];
    if (options.sandboxes.xpay) {
        const xpay = xpaySandboxHandler({ alias: options.xpay.alias, macKey: options.xpay.macKey });
        middleware.push({ route: XPAY_SANDBOX_ROUTE, beforeListen: true, handler: xpay.handle });
    }
    if (options.sandboxes.findomestic) {
        const findomestic = findomesticSandboxHandler({ tvei: options.findomestic.tvei });
        middleware.push({ route: FINDOMESTIC_SANDBOX_ROUTE, beforeListen: true, handler: findomestic.handle });
    }
    return middleware;
}
