/**
 * What the shop API tells of attached services per order line (OrderLine.attachedServices, isAttachedService), read
 * from the notes and the order's own service lines, so clients need neither parse the notes nor match SKUs.
 */
import { readStoredNotes } from '@shop/rules';

/** The parts of an order line the view reads. */
export interface ViewedLine {
    id: string | number;
    quantity: number;
    unitPriceWithTax: number;
    productVariant: { sku: string; name: string };
}

export interface AttachedServiceView {
    sku: string;
    name: string;
    /** One unit of the service, cents with VAT. */
    unitPriceWithTax: number;
    /** The service for every unit of the product line it is attached to, cents with VAT. */
    linePriceWithTax: number;
}

export interface LineServicesView {
    /** A service line: shown under the products it is attached to, not on its own. */
    isAttachedService: boolean;
    /** For a product line, the services attached to it, in the notes' order; empty for any other line. */
    attachedServices: AttachedServiceView[];
}

/** Each line's view by line id. Notes that cannot be read count as no services, as the server resets them. */
export function attachedServicesByLine(
    notesJson: unknown,
    lines: readonly ViewedLine[],
): Map<string, LineServicesView> {
    const notes = readStoredNotes(notesJson);
    const serviceSkus = new Set(Object.values(notes).flat());
    const bySku = new Map(lines.map(line => [line.productVariant.sku, line]));
    const views = new Map<string, LineServicesView>();
    for (const line of lines) {
        const sku = line.productVariant.sku;
        const isProduct = Object.hasOwn(notes, sku);
        const attachedServices = (isProduct ? notes[sku] : []).flatMap(serviceSku => {
            const serviceLine = bySku.get(serviceSku);
            // A service without its line is not in the cart (the notes are rewritten on the next change).
            return serviceLine
                ? [
                      {
                          sku: serviceSku,
                          name: serviceLine.productVariant.name,
                          unitPriceWithTax: serviceLine.unitPriceWithTax,
                          linePriceWithTax: serviceLine.unitPriceWithTax * line.quantity,
                      },
                  ]
                : [];
        });
        views.set(String(line.id), { isAttachedService: serviceSkus.has(sku) && !isProduct, attachedServices });
    }
    return views;
}
