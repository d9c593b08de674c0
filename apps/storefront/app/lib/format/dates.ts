// Calendar days (YYYY-MM-DD, as @shop/rules writes them) in Italian: "mar 26", "gio 28 novembre". Written from the
// names, not with Intl: the first Intl formatter a browser builds loads the locale's data, tens of milliseconds in the
// middle of hydration (decision 056). Read as UTC dates, so the day written is the day meant, anywhere.
import type { CalendarDay } from '@shop/rules';

const MONTHS = [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
];
/** Sunday first, as Date.getUTCDay counts. */
const WEEKDAYS = ['dom', 'lun', 'mar', 'mer', 'gio', 'ven', 'sab'];

/** The Italian name of a month, 1 to 12. */
export function monthName(month: number): string {
    return MONTHS[month - 1] ?? '';
}

function calendarDay(day: string): CalendarDay {
    const date = new Date(`${day}T00:00:00Z`);
    return {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        weekday: date.getUTCDay(),
    };
}

/**
 * The two ends of a window of days: the month once when both are in it ("mar 26" … "gio 28 novembre"), else on each
 * ("lun 30 novembre" … "mer 2 dicembre").
 */
export function dayRange(first: string, last: string): { from: string; to: string } {
    const start = calendarDay(first);
    const end = calendarDay(last);
    const sameMonth = first.slice(0, 7) === last.slice(0, 7);
    return {
        from: `${WEEKDAYS[start.weekday]} ${start.day}${sameMonth ? '' : ` ${monthName(start.month)}`}`,
        to: `${WEEKDAYS[end.weekday]} ${end.day} ${monthName(end.month)}`,
    };
}
