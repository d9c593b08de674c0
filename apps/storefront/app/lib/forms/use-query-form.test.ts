import { describe, expect, it, vi } from 'vitest';
import type { Submission } from '@conform-to/dom';
import { lazyCheck, type QueryCheck } from '~/lib/forms/use-query-form';

const accept: QueryCheck<string> = () =>
    ({ status: 'success', payload: {}, value: 'ok', reply: () => ({}) }) as Submission<string>;

describe('lazyCheck', () => {
    it('loads the check once, on first use, and keeps it for handlers to use at once', async () => {
        const importCheck = vi.fn(() => Promise.resolve(accept));
        const check = lazyCheck(importCheck);
        expect(importCheck).not.toHaveBeenCalled();
        expect(check.loaded).toBeNull();
        const [first, second] = await Promise.all([check.load(), check.load()]);
        expect(first).toBe(accept);
        expect(second).toBe(accept);
        expect(check.loaded).toBe(accept);
        await check.load();
        expect(importCheck).toHaveBeenCalledTimes(1);
    });

    it('tries again after a failed download', async () => {
        const importCheck = vi
            .fn<() => Promise<QueryCheck<string>>>()
            .mockRejectedValueOnce(new Error('offline'))
            .mockResolvedValueOnce(accept);
        const check = lazyCheck(importCheck);
        await expect(check.load()).rejects.toThrow('offline');
        expect(check.loaded).toBeNull();
        await expect(check.load()).resolves.toBe(accept);
        expect(importCheck).toHaveBeenCalledTimes(2);
    });
});
