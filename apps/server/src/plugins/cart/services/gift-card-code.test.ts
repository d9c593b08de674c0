import { describe, expect, it } from 'vitest';

import { normalizeGiftCardCode, formatGiftCardCode, generateGiftCardCode } from './gift-card-code';

describe('gift card codes', () => {
    it('accepts 16 characters with or without dashes, in any case', () => {
        expect(normalizeGiftCardCode('abcd-efgh-2345-6789')).toBe('ABCDEFGH23456789');
        expect(normalizeGiftCardCode(' ABCDEFGH23456789 ')).toBe('ABCDEFGH23456789');
    });

    it.each(['ABCD-EFGH-2345', 'ABCD_EFGH_2345_6789', 'ABCD-EFGH-2345-678!', '', 'ÀBCD-EFGH-2345-6789'])(
        'refuses %s',
        code => {
            expect(normalizeGiftCardCode(code)).toBeNull();
        },
    );

    it('formats and generates valid codes', () => {
        expect(formatGiftCardCode('ABCDEFGH23456789')).toBe('ABCD-EFGH-2345-6789');
        const code = generateGiftCardCode();
        expect(normalizeGiftCardCode(code)).toBe(code);
    });
});
