// Calendar days (YYYY-MM-DD, as @shop/rules writes them) in Italian: "mar 26", "gio 28 novembre". Formatted in UTC, so
// the day written is the day meant, on the server and in any browser.
const WEEKDAY_DAY = new Intl.DateTimeFormat('it-IT', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
const WEEKDAY_DAY_MONTH = new Intl.DateTimeFormat('it-IT', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
});

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
        from: (sameMonth ? WEEKDAY_DAY : WEEKDAY_DAY_MONTH).format(dateOf(first)),
        to: WEEKDAY_DAY_MONTH.format(dateOf(last)),
    };
}
