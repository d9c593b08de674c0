/** The variables every template of the shop's emails can use, besides its own. */
export interface ShopTemplateGlobals {
    shopName: string;
    /** The sender (`EMAIL_FROM`), for the handlers' `setFrom('{{ fromAddress }}')`. */
    fromAddress: string;
    brandColour: string;
    /** The storefront's public origin, without a trailing slash; links are built on it. */
    storefrontOrigin: string;
    homeUrl: string;
    customerServiceEmail: string;
}
