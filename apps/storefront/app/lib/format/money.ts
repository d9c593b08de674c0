// Money and dates for Italian shoppers: integer cents in, it-IT text out.
import { onFirstUse } from '~/lib/cache/on-first-use';
import { remembering } from '~/lib/cache/remembering';

// Italian style groups thousands with a dot from 1.000 € up; CLDR's it-IT leaves four-digit numbers ungrouped
// ('1299,00 €'), which reads wrong next to '12.999,00 €'. `always` groups them too.
const euro = onFirstUse(
    () => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' }),
);
const longDate = onFirstUse(
    () =>
        new Intl.DateTimeFormat('it-IT', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            // Server and browser must agree, whatever the machine's zone.
            timeZone: 'Europe/Rome',
        }),
);

// A listing formats the same prices and days dozens of times; each Intl call costs more than looking the answer up
// (about 2 % of a rendered category page on the server).
export const formatCents: (cents: number) => string = remembering(cents => euro().format(cents / 100));

export function formatDate(date: Date | string): string {
    return longDate().format(typeof date === 'string' ? new Date(date) : date);
}

const dayAndMonth = onFirstUse(
    () => new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', timeZone: 'Europe/Rome' }),
);

/**
 * "dal 12 novembre", "dall'8 novembre", "dal 1° dicembre": since when, as an Italian sentence says it (the article
 * elides before otto and undici, and the first of the month is an ordinal).
 */
export function sinceDayItalian(date: Date | string): string {
    return sinceDay(typeof date === 'string' ? date : date.getTime());
}

const sinceDay = remembering((date: string | number) => {
    const parts = dayAndMonth().formatToParts(new Date(date));
    const day = Number(parts.find(part => part.type === 'day')?.value);
    const month = parts.find(part => part.type === 'month')?.value ?? '';
    // The day and its month stay on one line.
    if (day === 1) return `dal 1°\u00a0${month}`;
    return day === 8 || day === 11 ? `dall'${day}\u00a0${month}` : `dal ${day}\u00a0${month}`;
});
