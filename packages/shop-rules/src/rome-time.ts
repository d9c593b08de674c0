/**
 * The calendar day in Rome at a moment, by the rule Italy keeps with the rest of the EU since 1996: Central European
 * Time (UTC+1), and summer time (UTC+2) from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of
 * October (Directive 2000/84/EC). Worked out here, not with Intl, because the first Intl formatter a browser builds
 * loads the locale's data: tens of milliseconds in the middle of a page's hydration (decision 056).
 */

export interface CalendarDay {
    year: number;
    /** 1 to 12. */
    month: number;
    day: number;
    /** 0 for Sunday to 6 for Saturday, as Date.getUTCDay counts. */
    weekday: number;
}

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based) of a year, in milliseconds. */
function lastSundayAtOneUtc(year: number, month: number): number {
    const lastDay = new Date(Date.UTC(year, month + 1, 0));
    return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Rome's offset from UTC at a moment, in hours: 2 in summer time, 1 otherwise. */
export function romeUtcOffsetHours(moment: Date | number): 1 | 2 {
    const time = typeof moment === 'number' ? moment : moment.getTime();
    const year = new Date(time).getUTCFullYear();
    return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? 2 : 1;
}

/** The calendar day it is in Rome at a moment. */
export function romeCalendarDay(moment: Date | number): CalendarDay {
    const time = typeof moment === 'number' ? moment : moment.getTime();
    const local = new Date(time + romeUtcOffsetHours(time) * HOUR);
    return {
        year: local.getUTCFullYear(),
        month: local.getUTCMonth() + 1,
        day: local.getUTCDate(),
        weekday: local.getUTCDay(),
    };
}

/** The calendar day it is in Rome at a moment, YYYY-MM-DD. */
export function romeDate(moment: Date | number): string {
    const { year, month, day } = romeCalendarDay(moment);
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
