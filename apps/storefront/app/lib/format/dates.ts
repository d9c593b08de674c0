// Calendar days (YYYY-MM-DD, as @shop/rules writes them) in Italian: "mar 26", "gio 28 novembre". Formatted in UTC, so
// the day written is the day meant, on the server and in any browser.
import { onFirstUse } from '~/lib/cache/on-first-use';

const weekdayDay = onFirstUse(
    () => new Intl.DateTimeFormat('it-IT', { weekday: 'short', day: 'numeric', timeZone: 'UTC' }),
);
const weekdayDayMonth = onFirstUse(
    () => new Intl.DateTimeFormat('it-IT', { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' }),
);

function dateOf(day: string): Date {
    return new Date(`${day}T00:00:00Z`);
}

/**
 * The two ends of a window of days: the month once when both are in it ("mar 26" … "gio 28 novembre"), else on each
 * ("lun 30 novembre" … "mer 2 dicembre").
 */
export function dayRange(first: string, last: string): { from: string; to: string } {
    const sameMonth = first.slice(0, 7) === last.slice(0, 7);
    return {
        from: (sameMonth ? weekdayDay() : weekdayDayMonth()).format(dateOf(first)),
        to: weekdayDayMonth().format(dateOf(last)),
    };
}
