import { describe, expect, it } from 'vitest';

import { attachedServicesByLine, ViewedLine } from './attached-services-view';

function line(id: number, sku: string, name: string, quantity: number, unitPriceWithTax: number): ViewedLine {
    return { id, quantity, unitPriceWithTax, productVariant: { sku, name } };
}

const tv = line(1, 'OLED55C44LA', 'LG OLED 55', 2, 129_900);
const phone = line(2, 'SM-A165F', 'Samsung Galaxy A16', 1, 19_900);
const disposal = line(3, 'SRV-RAEE', 'Ritiro dell’usato (RAEE)', 3, 4_900);
const warranty = line(4, 'SRV-GAR2-300', 'Garanzia 2 anni', 2, 2_900);

describe('attached services by line', () => {
    it("lists a product's services with their unit price and what they cost for the product's quantity", () => {
        const views = attachedServicesByLine(
            JSON.stringify({ OLED55C44LA: ['SRV-RAEE', 'SRV-GAR2-300'], 'SM-A165F': ['SRV-RAEE'] }),
            [tv, phone, disposal, warranty],
        );
        expect(views.get('1')).toEqual({
            isAttachedService: false,
            attachedServices: [
                { sku: 'SRV-RAEE', name: 'Ritiro dell’usato (RAEE)', unitPriceWithTax: 4_900, linePriceWithTax: 9_800 },
                { sku: 'SRV-GAR2-300', name: 'Garanzia 2 anni', unitPriceWithTax: 2_900, linePriceWithTax: 5_800 },
            ],
        });
        // One disposal line serves both products: each shows its own share.
        expect(views.get('2')!.attachedServices).toEqual([
            { sku: 'SRV-RAEE', name: 'Ritiro dell’usato (RAEE)', unitPriceWithTax: 4_900, linePriceWithTax: 4_900 },
        ]);
        expect(views.get('3')).toEqual({ isAttachedService: true, attachedServices: [] });
        expect(views.get('4')).toEqual({ isAttachedService: true, attachedServices: [] });
    });

    it('treats unreadable notes as no services: every line is its own', () => {
        const views = attachedServicesByLine('{not json', [tv, disposal]);
        expect([...views.values()]).toEqual([
            { isAttachedService: false, attachedServices: [] },
            { isAttachedService: false, attachedServices: [] },
        ]);
    });

    it('leaves out a service the notes name but the cart has no line for', () => {
        const views = attachedServicesByLine(JSON.stringify({ OLED55C44LA: ['SRV-INST-TVW'] }), [tv]);
        expect(views.get('1')).toEqual({ isAttachedService: false, attachedServices: [] });
    });
});
