import { describe, expect, it } from 'vitest';

import { formParams } from './nexi-xpay.controller';

describe("XPay notification's form", () => {
    it('keeps every field as sent, a repeated one repeated, so the verification refuses it', () => {
        expect(formParams({ codTrans: 'A-1', esito: 'OK' })?.toString()).toBe('codTrans=A-1&esito=OK');
        expect(formParams({ esito: ['OK', 'KO'] })?.getAll('esito')).toEqual(['OK', 'KO']);
    });

    it('is null for anything but a flat form', () => {
        for (const body of [undefined, null, 'esito=OK', ['OK'], { esito: { nested: 'OK' } }, { importo: 100 }]) {
            expect(formParams(body)).toBeNull();
        }
    });
});
