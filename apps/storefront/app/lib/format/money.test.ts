import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, sinceDayItalian } from '~/lib/format/money';

describe('it-IT formatting', () => {
    it('formats integer cents as euro', () => {
        // Thousands are grouped from four digits, as Italian shops write them (CLDR alone starts at five).
        expect(formatCents(129900).replace(/\s/g, ' ')).toBe('1.299,00 €');
        expect(formatCents(1234567).replace(/\s/g, ' ')).toBe('12.345,67 €');
        expect(formatCents(5).replace(/\s/g, ' ')).toBe('0,05 €');
    });

    it('formats dates in Italian, Rome time', () => {
        expect(formatDate('2026-03-01T23:30:00Z')).toBe('2 marzo 2026');
    });

    it('says since which day as an Italian sentence does, in Rome time', () => {
        // A no-break space keeps the day with its month.
        expect(sinceDayItalian('2026-11-12T10:00:00Z')).toBe('dal 12\u00a0novembre');
        expect(sinceDayItalian('2026-11-07T23:30:00Z')).toBe("dall'8\u00a0novembre");
        expect(sinceDayItalian(new Date('2026-11-11T08:00:00Z'))).toBe("dall'11\u00a0novembre");
        expect(sinceDayItalian('2026-12-01T00:00:00+01:00')).toBe('dal 1°\u00a0dicembre');
        expect(sinceDayItalian('2026-11-18T09:00:00Z')).toBe('dal 18\u00a0novembre');
    });

    it('agrees with Intl on the day in Rome, at any hour from 2020 to 2040', () => {
        const intl = new Intl.DateTimeFormat('it-IT', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'Europe/Rome',
        });
        for (let time = Date.UTC(2020, 0, 1); time <= Date.UTC(2040, 11, 31); time += 7 * 3_600_000 + 61_000) {
            expect(formatDate(new Date(time))).toBe(intl.format(time));
        }
    });
});
