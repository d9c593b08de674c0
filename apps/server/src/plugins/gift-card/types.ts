/** Inputs the gift card plugin's admin API takes. */
import { ID } from '@vendure/core';

export interface CreateGiftCardInput {
    /** Left out, a random code is made. */
    code?: string | null;
    initialBalance: number;
    expiresAt?: Date | null;
    enabled?: boolean | null;
}

export interface UpdateGiftCardInput {
    id: ID;
    balance?: number | null;
    expiresAt?: Date | null;
    enabled?: boolean | null;
}
