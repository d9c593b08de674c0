// requirements §3 analytics customer data, pushed once per page view through the data layer: a signed-in customer
// sends customerLoggedIn 1 with first name, last name and email; a guest sends customerLoggedIn 0, customerId 0 and the
// default group ('1', 'GENERAL'; requirements §9; the other reading's group id 0 is not used).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pushEvent, type CustomerDataEvent } from '~/lib/analytics/data-layer';

export interface AnalyticsCustomer {
    firstName: string;
    lastName: string;
    email: string;
}

export function customerDataEvent(customer: AnalyticsCustomer | null): CustomerDataEvent {
    return customer
        ? {
              event: 'customer_data',
              customerLoggedIn: 1,
              firstname: customer.firstName,
              lastname: customer.lastName,
              email: customer.email,
          }
        : {
              event: 'customer_data',
              customerLoggedIn: 0,
              customerId: 0,
              customerGroupId: '1',
              customerGroupCode: 'GENERAL',
          };
}

export function useCustomerAnalytics(customer: AnalyticsCustomer | null): void {
    const { pathname } = useLocation();
    const { firstName, lastName, email } = customer ?? {};
    useEffect(() => {
        const signedIn = firstName !== undefined && lastName !== undefined && email !== undefined;
        pushEvent(customerDataEvent(signedIn ? { firstName, lastName, email } : null));
    }, [pathname, firstName, lastName, email]);
}
