import { describe, expect, it } from 'vitest';

import { romeCalendarDay, romeDate, romeUtcOffsetHours } from './rome-time.js';

const HOUR = 3_600_000;
const intlRome = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
});

/** What Intl (ICU's time-zone data) says the day and hour in Rome are at a moment. */
function fromIntl(time: number) {
    const parts = Object.fromEntries(intlRome.formatToParts(time).map(part => [part.type, part.value]));
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    return {
        date: `${parts.year}-${parts.month}-${parts.day}`,
        weekday: weekdays.indexOf(parts.weekday!),
        offset: (Number(parts.hour) - new Date(time).getUTCHours() + 24) % 24,
    };
}

describe("Rome's calendar day", () => {
    it('switches to summer time at 01:00 UTC on the last Sunday of March, and back on the last Sunday of October', () => {
        expect(romeUtcOffsetHours(Date.parse('2026-03-29T00:59:59Z'))).toBe(1);
        expect(romeUtcOffsetHours(Date.parse('2026-03-29T01:00:00Z'))).toBe(2);
        expect(romeUtcOffsetHours(Date.parse('2026-10-25T00:59:59Z'))).toBe(2);
        expect(romeUtcOffsetHours(Date.parse('2026-10-25T01:00:00Z'))).toBe(1);
    });

    it('is the next day in Rome late in the evening UTC, winter and summer', () => {
        expect(romeDate(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
        expect(romeDate(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
        expect(romeDate(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
        expect(romeDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
        expect(romeCalendarDay(new Date('2026-11-29T10:00:00Z'))).toEqual({
            year: 2026,
            month: 11,
            day: 29,
            weekday: 0,
        });
    });

    it('agrees with the time-zone data around every change of time from 1996 to 2100', () => {
        for (let year = 1996; year <= 2100; year++) {
            for (const month of [2, 9]) {
                const lastDay = new Date(Date.UTC(year, month + 1, 0));
                const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
                for (let hours = -26; hours <= 26; hours++) {
                    for (const jitter of [-1, 0, 1]) {
                        const time = change + hours * HOUR + jitter;
                        const expected = fromIntl(time);
                        expect([romeDate(time), romeCalendarDay(time).weekday, romeUtcOffsetHours(time)]).toEqual([
                            expected.date,
                            expected.weekday,
                            expected.offset,
                        ]);
                    }
                }
            }
        }
    });

    it('agrees with the time-zone data at any moment from 1996 to 2100', () => {
        const start = Date.UTC(1996, 0, 1);
        const span = Date.UTC(2100, 11, 31) - start;
        // Deterministic spread of moments (a linear congruential sequence), so a failure repeats.
        let seed = 12345;
        for (let i = 0; i < 20_000; i++) {
            seed = (seed * 1103515245 + 12345) % 2 ** 31;
            const time = start + Math.floor((seed / 2 ** 31) * span);
            expect(romeDate(time), new Date(time).toISOString()).toBe(fromIntl(time).date);
        }
    });
});
