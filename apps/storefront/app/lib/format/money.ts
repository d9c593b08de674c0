// Money and dates for Italian shoppers: integer cents in, it-IT text out.
import { romeCalendarDay } from '@shop/rules';
import { remembering } from '~/lib/cache/remembering';
import { monthName } from '~/lib/format/dates';
import { type DecimalStyle, formatDecimal } from '~/lib/format/numbers';

// Italian style groups thousands with a dot from 1.000 € up; CLDR's it-IT leaves four-digit numbers ungrouped
// ('1299,00 €'), which reads wrong next to '12.999,00 €'.
const EURO: DecimalStyle = { minimumFractionDigits: 2, maximumFractionDigits: 2, grouping: 'always' };

// A listing formats the same prices and days dozens of times; looking the answer up costs less than writing it.
export const formatCents: (cents: number) => string = remembering(
    cents => `${formatDecimal(cents / 100, EURO)}\u00a0€`,
);

const WHOLE_EURO: DecimalStyle = { minimumFractionDigits: 0, maximumFractionDigits: 0, grouping: 'always' };

/** A threshold as shops write it: whole euros without decimals ("500 €"), any other amount as formatCents. */
export function formatRoundCents(cents: number): string {
    return Number.isInteger(cents / 100) ? `${formatDecimal(cents / 100, WHOLE_EURO)}\u00a0€` : formatCents(cents);
}

/** The day a moment falls on in Rome, as "2 marzo 2026". */
export function formatDate(date: Date | string): string {
    const { year, month, day } = romeCalendarDay(typeof date === 'string' ? Date.parse(date) : date);
    return `${day} ${monthName(month)} ${year}`;
}

/**
 * "dal 12 novembre", "dall'8 novembre", "dal 1° dicembre": since when, as an Italian sentence says it (the article
 * elides before otto and undici, and the first of the month is an ordinal).
 */
export function sinceDayItalian(date: Date | string): string {
    return sinceDay(typeof date === 'string' ? date : date.getTime());
}

const sinceDay = remembering((date: string | number) => {
    const { day, month: monthNumber } = romeCalendarDay(typeof date === 'string' ? Date.parse(date) : date);
    const month = monthName(monthNumber);
    // The day and its month stay on one line.
    if (day === 1) return `dal 1°\u00a0${month}`;
    return day === 8 || day === 11 ? `dall'${day}\u00a0${month}` : `dal ${day}\u00a0${month}`;
});
