/** The payments plugin's settings, read once from the environment (payments-options.ts). */
import type { FinancingPlan } from '@shop/rules';

export interface XpaySettings {
    /** The form's action: Nexi's test or live endpoint, or a sandbox's. */
    endpoint: string;
    alias: string;
    macKey: string;
}

export interface FindomesticSettings {
    webAppUrl: string;
    tvei: string;
    prf: string;
    minCents: number;
    maxCents: number;
    /** The rate table the shop advertises instalments from (FINDOMESTIC_PLANS), by months. */
    plans: FinancingPlan[];
    /**
     * The addresses (IP or CIDR) Findomestic's callback may come from (FINDOMESTIC_CALLBACK_SOURCES): its protocol
     * signs nothing, and the callback URL travels in the link the shopper's browser follows.
     */
    callbackSources: string[];
}

export interface PaymentsPluginOptions {
    /** Every URL given to the providers is built on it, never on a request. */
    storefrontOrigin: string;
    /** The commerce server's public origin (SERVER_PUBLIC_URL): where Findomestic's callback reaches its controller. */
    serverOrigin: string;
    xpay: XpaySettings;
    findomestic: FindomesticSettings;
    /** Which local sandboxes to serve under /payment-sandbox/ (development without that provider's credentials). */
    sandboxes: { xpay: boolean; findomestic: boolean };
}
