import { RequestContext } from '@vendure/core';
import { describe, expect, it } from 'vitest';

import { INVALID_PASSWORD_REASON, ShopPasswordValidationStrategy } from './shop-password-validation.strategy';

const strategy = new ShopPasswordValidationStrategy();
const ctx = RequestContext.empty();

describe('ShopPasswordValidationStrategy', () => {
    it.each([
        ['Bicicletta7!', 'letters, a digit and !'],
        ['a1-bbbbb', 'exactly 8 characters, hyphen as the special one'],
        ['Città2024@', 'an accented letter counts as a letter'],
        ['x9_' + 'y'.repeat(69), '72 bytes, the most bcrypt reads'],
    ])('accepts %s (%s)', password => {
        expect(strategy.validate(ctx, password)).toBe(true);
    });

    it.each([
        ['Bici7!', 'fewer than 8 characters'],
        ['bicicletta!', 'no digit'],
        ['12345678!', 'no letter'],
        ['Bicicletta7', 'no special character'],
        ['Bicicletta7.', 'a dot is not in the list'],
        ['Bici cletta7!', 'whitespace inside'],
        ['Bicicletta7!\t', 'a trailing tab'],
        ['x9_' + 'y'.repeat(70), '73 bytes'],
        ['x9_' + 'è'.repeat(35), '73 bytes in 38 characters'],
        ['', 'empty'],
    ])('refuses %j (%s) with the catalogue key', password => {
        expect(strategy.validate(ctx, password)).toBe(INVALID_PASSWORD_REASON);
    });
});
