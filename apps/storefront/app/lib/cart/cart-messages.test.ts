import { describe, expect, it } from 'vitest';
import { getI18n } from '~/lib/i18n/i18n';
import { cartErrorMessageKey, cartErrorTitleKey } from '~/lib/cart/cart-messages';

const t = getI18n('it').t as (key: string) => string;

describe('cart error notices (requirements §8)', () => {
    it('titles a failed add "Errore" and any other refused change "Si è verificato un errore"', () => {
        expect(t(cartErrorTitleKey('add'))).toBe('Errore');
        for (const intent of ['update', 'remove', 'coupon', 'gift-card', 'services']) {
            expect(t(cartErrorTitleKey(intent))).toBe('Si è verificato un errore');
        }
    });

    it('gives the specific message below the title, never the title again', () => {
        expect(t(cartErrorMessageKey('serviceFailed'))).toBe("Errore durante l'aggiunta del servizio");
        expect(t(cartErrorMessageKey('maxQuantity'))).toBe('Hai raggiunto la quantità massima acquistabile');
        expect(t(cartErrorMessageKey('removeFailed'))).toBe(
            'Si è verificato un errore durante la rimozione di questo articolo. Riprova.',
        );
        expect(t(cartErrorMessageKey('generic'))).toBe('Non è stato possibile modificare il carrello, riprova');
        expect(t(cartErrorMessageKey('something-new'))).toBe(t(cartErrorMessageKey('generic')));
    });
});
