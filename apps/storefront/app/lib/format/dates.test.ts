import { describe, expect, it } from 'vitest';
import { dayRange } from '~/lib/format/dates';

describe('a window of days in Italian', () => {
    it('names the month once within a month', () => {
        expect(dayRange('2024-11-26', '2024-11-28')).toEqual({ from: 'mar 26', to: 'gio 28 novembre' });
    });

    it('names both months across two', () => {
        expect(dayRange('2026-11-30', '2026-12-02')).toEqual({ from: 'lun 30 novembre', to: 'mer 2 dicembre' });
    });

    it('agrees with Intl on every day from 2020 to 2040', () => {
        const weekdayDay = new Intl.DateTimeFormat('it-IT', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
        const full = new Intl.DateTimeFormat('it-IT', {
            weekday: 'short',
            day: 'numeric',
            month: 'long',
            timeZone: 'UTC',
        });
        for (let time = Date.UTC(2020, 0, 1); time <= Date.UTC(2040, 11, 31); time += 86_400_000) {
            const day = new Date(time).toISOString().slice(0, 10);
            const later = new Date(time + 2 * 86_400_000);
            const sameMonth = later.getUTCMonth() === new Date(time).getUTCMonth();
            expect(dayRange(day, later.toISOString().slice(0, 10))).toEqual({
                from: (sameMonth ? weekdayDay : full).format(time),
                to: full.format(later),
            });
        }
    });
});
