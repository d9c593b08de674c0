import { describe, expect, it } from 'vitest';
import { customerDataEvent } from '~/lib/analytics/customer-data';

describe('analytics customer data (requirements §3)', () => {
    it('a signed-in customer sends customerLoggedIn 1 with first name, last name and email', () => {
        expect(customerDataEvent({ firstName: 'Mario', lastName: 'Rossi', email: 'mario.rossi@example.it' })).toEqual({
            event: 'customer_data',
            customerLoggedIn: 1,
            firstname: 'Mario',
            lastname: 'Rossi',
            email: 'mario.rossi@example.it',
        });
    });

    it("a guest sends customerLoggedIn 0, customerId 0 and the group '1' / 'GENERAL'", () => {
        expect(customerDataEvent(null)).toEqual({
            event: 'customer_data',
            customerLoggedIn: 0,
            customerId: 0,
            customerGroupId: '1',
            customerGroupCode: 'GENERAL',
        });
    });
});
