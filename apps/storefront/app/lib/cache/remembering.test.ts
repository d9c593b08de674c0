import { describe, expect, it, vi } from 'vitest';
import { remembering } from '~/lib/cache/remembering';

describe('remembering', () => {
    it('computes an answer once per input, null answers included, and starts over when full', () => {
        const compute = vi.fn((n: number) => (n < 0 ? null : n * 2));
        const twice = remembering(compute, 2);
        expect(twice(1)).toBe(2);
        expect(twice(1)).toBe(2);
        expect(twice(-1)).toBeNull();
        expect(twice(-1)).toBeNull();
        expect(compute).toHaveBeenCalledTimes(2);
        // Full: the third input drops what was remembered.
        expect(twice(3)).toBe(6);
        expect(twice(1)).toBe(2);
        expect(compute).toHaveBeenCalledTimes(4);
    });
});
