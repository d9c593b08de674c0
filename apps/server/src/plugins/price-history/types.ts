/** Shapes the price-history plugin reads and answers with. */

/** A selling price and the moment it took effect. */
export interface PricePoint {
    /** Integer cents as Vendure stores them (VAT included in this shop's channel). */
    price: number;
    effectiveFrom: Date;
}

/** What a discount announcement must show next to the reduced price (Codice del Consumo art. 17-bis). */
export interface OmnibusPrice {
    /** Lowest price applied in the period before the reduction, in cents. */
    lowestPrice: number;
    /** Length of that period: 30, or fewer days when the variant was on sale for less time before the reduction. */
    periodDays: number;
}
