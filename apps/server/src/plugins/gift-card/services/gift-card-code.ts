/** Gift card codes: 16 characters A–Z 0–9, written XXXX-XXXX-XXXX-XXXX, typed with or without dashes, any case. */
import crypto from 'node:crypto';

import { GIFT_CARD_CODE_ALPHABET } from '../constants';

const CODE_PATTERN = /^([A-Z0-9]{4})-?([A-Z0-9]{4})-?([A-Z0-9]{4})-?([A-Z0-9]{4})$/;

/** The stored form of a typed code (16 upper-case characters), or null when it cannot be a code. */
export function normalizeGiftCardCode(input: unknown): string | null {
    if (typeof input !== 'string' || input.length > 40) {
        return null;
    }
    const match = CODE_PATTERN.exec(input.trim().toUpperCase());
    return match ? match.slice(1, 5).join('') : null;
}

/** XXXX-XXXX-XXXX-XXXX, the form shoppers read. */
export function formatGiftCardCode(code: string): string {
    return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** A new random code; 32^16 possibilities, so guessing one is hopeless. */
export function generateGiftCardCode(): string {
    const bytes = crypto.randomBytes(16);
    let code = '';
    for (const byte of bytes) {
        code += GIFT_CARD_CODE_ALPHABET[byte % GIFT_CARD_CODE_ALPHABET.length];
    }
    return code;
}
