/**
 * When an order placed now arrives, as the product page says it ("Consegna prevista tra mar 26 e gio 28 novembre"):
 * dispatch within 48 hours (two working days), delivery by the carrier within two more, counted in working days on
 * the Italian calendar (Monday to Friday, not the national holidays), from the order's day in Rome. Days are calendar
 * dates written YYYY-MM-DD, so no time zone can move them.
 */

import { romeDate } from './rome-time.js';

export interface DeliveryRule {
    /** Working days from the order's day to the earliest delivery. */
    earliest: number;
    /** Working days from the order's day to the latest delivery. */
    latest: number;
}

export const DELIVERY_RULE: DeliveryRule = { earliest: 2, latest: 4 };

export interface DeliveryWindow {
    earliest: string;
    latest: string;
}

function iso(date: Date): string {
    return date.toISOString().slice(0, 10);
}

function utcDate(day: string): Date {
    return new Date(`${day}T00:00:00Z`);
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), YYYY-MM-DD. */
export function easterSunday(year: number): string {
    const a = year % 19;
    const b = Math.floor(year / 100);
    const c = year % 100;
    const d = Math.floor(b / 4);
    const e = b % 4;
    const f = Math.floor((b + 8) / 25);
    const g = Math.floor((b - f + 1) / 3);
    const h = (19 * a + b - d - g + 15) % 30;
    const i = Math.floor(c / 4);
    const k = c % 4;
    const l = (32 + 2 * e + 2 * i - h - k) % 7;
    const m = Math.floor((a + 11 * h + 22 * l) / 451);
    const month = Math.floor((h + l - 7 * m + 114) / 31);
    const day = ((h + l - 7 * m + 114) % 31) + 1;
    return iso(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * Italy's national holidays of a year (L. 260/1949 and later laws): Capodanno, Epifania, Pasquetta, Liberazione,
 * Festa del lavoro, Festa della Repubblica, Ferragosto, Ognissanti, Immacolata, Natale, Santo Stefano.
 */
export function italianHolidays(year: number): ReadonlySet<string> {
    let holidays = HOLIDAYS_BY_YEAR.get(year);
    if (!holidays) {
        holidays = holidaysOf(year);
        HOLIDAYS_BY_YEAR.set(year, holidays);
    }
    return holidays;
}

/** Each year's holidays are worked out once per process: counting working days asks for them day by day. */
const HOLIDAYS_BY_YEAR = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
    const fixed = ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'];
    const easterMonday = utcDate(easterSunday(year));
    easterMonday.setUTCDate(easterMonday.getUTCDate() + 1);
    return new Set([...fixed.map(day => `${year}-${day}`), iso(easterMonday)]);
}

export function isWorkingDay(day: string): boolean {
    const date = utcDate(day);
    const weekday = date.getUTCDay();
    return weekday !== 0 && weekday !== 6 && !italianHolidays(date.getUTCFullYear()).has(day);
}

/** The day `count` working days after `day` (the day itself does not count). */
export function addWorkingDays(day: string, count: number): string {
    const date = utcDate(day);
    let left = count;
    while (left > 0) {
        date.setUTCDate(date.getUTCDate() + 1);
        if (isWorkingDay(iso(date))) left -= 1;
    }
    return iso(date);
}

/** The delivery window of an order placed at `moment`. */
export function deliveryWindow(moment: Date, rule: DeliveryRule = DELIVERY_RULE): DeliveryWindow {
    const ordered = romeDate(moment);
    return { earliest: addWorkingDays(ordered, rule.earliest), latest: addWorkingDays(ordered, rule.latest) };
}
