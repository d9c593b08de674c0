/**
 * Where the shop delivers (requirements §9: the Italian zone, Italy, San Marino and the Vatican) and how an address
 * there is written: the province as its two-letter sigla, the postcode (CAP) of five digits.
 */

/** The countries of the shipping zone, as ISO 3166-1 alpha-2 codes, Italy first. */
export const SHIPPING_COUNTRIES = ['IT', 'SM', 'VA'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

/** The countries' names as an address is written in Italian: San Marino's city has the country's short name. */
export const SHIPPING_COUNTRY_NAMES: Readonly<Record<ShippingCountry, string>> = {
    IT: 'Italia',
    SM: 'Repubblica di San Marino',
    VA: 'Città del Vaticano',
};

export function isShippingCountry(value: string): value is ShippingCountry {
    return (SHIPPING_COUNTRIES as readonly string[]).includes(value);
}

/** The name an address line gives its country ("SM" is Repubblica di San Marino); the code itself for another. */
export function shippingCountryName(code: string | null | undefined): string | null {
    if (!code) return null;
    const upper = code.toUpperCase();
    return isShippingCountry(upper) ? SHIPPING_COUNTRY_NAMES[upper] : upper;
}

/**
 * Italy's provinces and metropolitan cities by sigla (the vehicle-registration code Poste Italiane prints), with the
 * Sardinian sigle still in use on addresses after the island's reorganisations (CI, OG, OT, VS).
 */
export const ITALIAN_PROVINCES: ReadonlyArray<readonly [sigla: string, name: string]> = [
    ['AG', 'Agrigento'],
    ['AL', 'Alessandria'],
    ['AN', 'Ancona'],
    ['AO', 'Aosta'],
    ['AP', 'Ascoli Piceno'],
    ['AQ', "L'Aquila"],
    ['AR', 'Arezzo'],
    ['AT', 'Asti'],
    ['AV', 'Avellino'],
    ['BA', 'Bari'],
    ['BG', 'Bergamo'],
    ['BI', 'Biella'],
    ['BL', 'Belluno'],
    ['BN', 'Benevento'],
    ['BO', 'Bologna'],
    ['BR', 'Brindisi'],
    ['BS', 'Brescia'],
    ['BT', 'Barletta-Andria-Trani'],
    ['BZ', 'Bolzano'],
    ['CA', 'Cagliari'],
    ['CB', 'Campobasso'],
    ['CE', 'Caserta'],
    ['CH', 'Chieti'],
    ['CI', 'Carbonia-Iglesias'],
    ['CL', 'Caltanissetta'],
    ['CN', 'Cuneo'],
    ['CO', 'Como'],
    ['CR', 'Cremona'],
    ['CS', 'Cosenza'],
    ['CT', 'Catania'],
    ['CZ', 'Catanzaro'],
    ['EN', 'Enna'],
    ['FC', 'Forlì-Cesena'],
    ['FE', 'Ferrara'],
    ['FG', 'Foggia'],
    ['FI', 'Firenze'],
    ['FM', 'Fermo'],
    ['FR', 'Frosinone'],
    ['GE', 'Genova'],
    ['GO', 'Gorizia'],
    ['GR', 'Grosseto'],
    ['IM', 'Imperia'],
    ['IS', 'Isernia'],
    ['KR', 'Crotone'],
    ['LC', 'Lecco'],
    ['LE', 'Lecce'],
    ['LI', 'Livorno'],
    ['LO', 'Lodi'],
    ['LT', 'Latina'],
    ['LU', 'Lucca'],
    ['MB', 'Monza e Brianza'],
    ['MC', 'Macerata'],
    ['ME', 'Messina'],
    ['MI', 'Milano'],
    ['MN', 'Mantova'],
    ['MO', 'Modena'],
    ['MS', 'Massa-Carrara'],
    ['MT', 'Matera'],
    ['NA', 'Napoli'],
    ['NO', 'Novara'],
    ['NU', 'Nuoro'],
    ['OG', 'Ogliastra'],
    ['OR', 'Oristano'],
    ['OT', 'Olbia-Tempio'],
    ['PA', 'Palermo'],
    ['PC', 'Piacenza'],
    ['PD', 'Padova'],
    ['PE', 'Pescara'],
    ['PG', 'Perugia'],
    ['PI', 'Pisa'],
    ['PN', 'Pordenone'],
    ['PO', 'Prato'],
    ['PR', 'Parma'],
    ['PT', 'Pistoia'],
    ['PU', 'Pesaro e Urbino'],
    ['PV', 'Pavia'],
    ['PZ', 'Potenza'],
    ['RA', 'Ravenna'],
    ['RC', 'Reggio Calabria'],
    ['RE', 'Reggio Emilia'],
    ['RG', 'Ragusa'],
    ['RI', 'Rieti'],
    ['RM', 'Roma'],
    ['RN', 'Rimini'],
    ['RO', 'Rovigo'],
    ['SA', 'Salerno'],
    ['SI', 'Siena'],
    ['SO', 'Sondrio'],
    ['SP', 'La Spezia'],
    ['SR', 'Siracusa'],
    ['SS', 'Sassari'],
    ['SU', 'Sud Sardegna'],
    ['SV', 'Savona'],
    ['TA', 'Taranto'],
    ['TE', 'Teramo'],
    ['TN', 'Trento'],
    ['TO', 'Torino'],
    ['TP', 'Trapani'],
    ['TR', 'Terni'],
    ['TS', 'Trieste'],
    ['TV', 'Treviso'],
    ['UD', 'Udine'],
    ['VA', 'Varese'],
    ['VB', 'Verbano-Cusio-Ossola'],
    ['VC', 'Vercelli'],
    ['VE', 'Venezia'],
    ['VI', 'Vicenza'],
    ['VR', 'Verona'],
    ['VS', 'Medio Campidano'],
    ['VT', 'Viterbo'],
    ['VV', 'Vibo Valentia'],
];

const PROVINCE_SIGLE = new Set(ITALIAN_PROVINCES.map(([sigla]) => sigla));

export function isItalianProvince(value: string): boolean {
    return PROVINCE_SIGLE.has(value.trim().toUpperCase());
}

/**
 * The CAP of the address's country: five digits in Italy; San Marino's are 47890–47899; the Vatican has one, 00120.
 */
export function isValidPostcode(value: string, country: ShippingCountry): boolean {
    const code = value.trim();
    if (!/^\d{5}$/.test(code)) return false;
    if (country === 'SM') return /^4789\d$/.test(code);
    if (country === 'VA') return code === '00120';
    return true;
}
