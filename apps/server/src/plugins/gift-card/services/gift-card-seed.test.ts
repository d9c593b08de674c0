import { INestApplicationContext } from '@nestjs/common';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { seedDemoGiftCards } from './gift-card-seed';

describe('demo gift cards', () => {
    afterEach(() => {
        vi.unstubAllEnvs();
    });

    it('are refused by a production process before anything is written', async () => {
        vi.stubEnv('NODE_ENV', 'production');
        const get = vi.fn();
        await expect(seedDemoGiftCards({ get } as unknown as INestApplicationContext)).rejects.toThrow(
            'The demo gift cards are never created in production: their codes are public.',
        );
        expect(get).not.toHaveBeenCalled();
    });
});
