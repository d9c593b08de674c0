import { describe, expect, it } from 'vitest';

import { addWorkingDays, deliveryWindow, easterSunday, isWorkingDay, italianHolidays } from './delivery.js';
import { romeDate } from './rome-time.js';

describe('the Italian working calendar', () => {
    it('knows Easter and so Pasquetta', () => {
        expect(easterSunday(2024)).toBe('2024-03-31');
        expect(easterSunday(2026)).toBe('2026-04-05');
        expect(easterSunday(2027)).toBe('2027-03-28');
        expect(italianHolidays(2026).has('2026-04-06')).toBe(true);
        expect(italianHolidays(2026).size).toBe(11);
    });

    it('skips weekends and national holidays', () => {
        expect(isWorkingDay('2026-11-26')).toBe(true); // Thursday
        expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
        expect(isWorkingDay('2026-12-08')).toBe(false); // Immacolata, a Tuesday
        expect(isWorkingDay('2026-06-02')).toBe(false); // Festa della Repubblica
        expect(addWorkingDays('2026-12-23', 2)).toBe('2026-12-28'); // Christmas and Santo Stefano on Friday, Saturday
        expect(addWorkingDays('2026-04-03', 1)).toBe('2026-04-07'); // over the weekend and Pasquetta
    });
});

describe('the delivery window', () => {
    it('is two to four working days from the day of the order in Rome', () => {
        // Friday 22 November 2024: Tuesday 26 to Thursday 28.
        expect(deliveryWindow(new Date('2024-11-22T10:00:00+01:00'))).toEqual({
            earliest: '2024-11-26',
            latest: '2024-11-28',
        });
        // Thursday 26 November 2026: Monday 30 November to Wednesday 2 December.
        expect(deliveryWindow(new Date('2026-11-26T17:00:00+01:00'))).toEqual({
            earliest: '2026-11-30',
            latest: '2026-12-02',
        });
        // Ordered on Saturday: counted from Monday; the Immacolata on Tuesday 8 December is skipped.
        expect(deliveryWindow(new Date('2026-12-05T12:00:00+01:00'))).toEqual({
            earliest: '2026-12-09',
            latest: '2026-12-11',
        });
    });

    it("takes the day in Rome, not the server's", () => {
        // 23:30 UTC on Thursday is already Friday in Rome.
        expect(romeDate(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
        expect(deliveryWindow(new Date('2026-11-26T23:30:00Z')).earliest).toBe('2026-12-01');
    });
});
