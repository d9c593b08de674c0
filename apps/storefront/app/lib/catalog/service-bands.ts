// Attached services by the product's price band (@shop/rules inServicePriceBand): the product page offers, and the
// cart lists, only the services whose band holds the variant's price, as the commerce server checks again.
import { inServicePriceBand } from '@shop/rules';

/** A service as the catalog lists it with a product: its band's bounds in cents, null when unbounded. */
export interface BandedService {
    servicePriceAbove?: number | null;
    servicePriceUpTo?: number | null;
}

/** The services of `services` that apply to a product at `price`. */
export function servicesForPrice<T extends BandedService>(services: readonly T[], price: number): T[] {
    return services.filter(service =>
        inServicePriceBand({ above: service.servicePriceAbove ?? null, upTo: service.servicePriceUpTo ?? null }, price),
    );
}
