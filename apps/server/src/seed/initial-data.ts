/** Store-wide reference data: the Italian zone, the countries an address may name, and the VAT rates. */
import { InitialData, LanguageCode } from '@vendure/core';

export const ZONE_ITALY = 'Italia';
export const ZONE_REST_OF_WORLD = 'Resto del mondo';

/** Addresses outside the Italian zone are accepted, so the shop can say clearly that it does not ship there. */
const otherCountries: Array<[string, string]> = [
    ['AT', 'Austria'],
    ['BE', 'Belgio'],
    ['CH', 'Svizzera'],
    ['DE', 'Germania'],
    ['ES', 'Spagna'],
    ['FR', 'Francia'],
    ['GB', 'Regno Unito'],
    ['GR', 'Grecia'],
    ['HR', 'Croazia'],
    ['IE', 'Irlanda'],
    ['LU', 'Lussemburgo'],
    ['MC', 'Monaco'],
    ['MT', 'Malta'],
    ['NL', 'Paesi Bassi'],
    ['PL', 'Polonia'],
    ['PT', 'Portogallo'],
    ['RO', 'Romania'],
    ['SI', 'Slovenia'],
    ['US', 'Stati Uniti'],
];

export const initialData: InitialData = {
    defaultLanguage: LanguageCode.it,
    defaultZone: ZONE_ITALY,
    countries: [
        { code: 'IT', name: 'Italia', zone: ZONE_ITALY },
        { code: 'SM', name: 'San Marino', zone: ZONE_ITALY },
        { code: 'VA', name: 'Città del Vaticano', zone: ZONE_ITALY },
        ...otherCountries.map(([code, name]) => ({ code, name, zone: ZONE_REST_OF_WORLD })),
    ],
    // Each name becomes a tax category; the first is the one products use unless told otherwise.
    taxRates: [
        { name: 'IVA 22%', percentage: 22 },
        { name: 'IVA 10%', percentage: 10 },
        { name: 'IVA 4%', percentage: 4 },
    ],
    // The shop's shipping method uses its own calculator and zone check, created after this data.
    shippingMethods: [],
    paymentMethods: [],
    collections: [],
};
