import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from '~/lib/cache/on-first-use';

describe('onFirstUse', () => {
    it('makes the value when first asked for, once', () => {
        const make = vi.fn(() => ({ made: true }));
        const value = onFirstUse(make);
        expect(make).not.toHaveBeenCalled();
        const first = value();
        expect(value()).toBe(first);
        expect(make).toHaveBeenCalledTimes(1);
    });

    it('keeps a value that is undefined or null, too', () => {
        const make = vi.fn(() => undefined);
        const value = onFirstUse(make);
        value();
        value();
        expect(make).toHaveBeenCalledTimes(1);
    });
});
