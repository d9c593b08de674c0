/** Shapes the price-history plugin reads and answers with: the Omnibus rule's own, shared with the storefront. */
export type { OmnibusReference, PricePoint } from '@shop/rules';
