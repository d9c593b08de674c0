import { describe, expect, it } from 'vitest';

import { describeDeadline, describeDuration, durationMs } from './link-lifetime';

describe('link lifetime in words', () => {
    it('reads milliseconds and the short spans Vendure accepts', () => {
        expect(durationMs(7_200_000)).toBe(7_200_000);
        expect(durationMs('2h')).toBe(7_200_000);
        expect(durationMs('7d')).toBe(604_800_000);
        expect(durationMs('30m')).toBe(1_800_000);
        expect(() => durationMs('2 days')).toThrow(
            "Cannot tell how long a link lasts from the token duration '2 days'.",
        );
    });

    it('names the largest whole unit, singular or plural', () => {
        expect(describeDuration(7_200_000)).toBe('2 ore');
        expect(describeDuration(3_600_000)).toBe('1 ora');
        expect(describeDuration(5_400_000)).toBe('90 minuti');
        expect(describeDuration(86_400_000)).toBe('1 giorno');
        expect(describeDuration(604_800_000)).toBe('7 giorni');
        expect(describeDuration(60_000)).toBe('1 minuto');
    });

    it('gives the deadline in Italian time, summer and winter, never later than it is', () => {
        // 26 November: UTC+1. 13:42:59.9 UTC is 14:42 in Rome, rounded down from 14:42:59.
        expect(describeDeadline(new Date('2026-11-26T13:42:59.900Z'))).toBe('alle 14:42 di giovedì 26 novembre');
        // 1 July: UTC+2, and the day changes with the hour.
        expect(describeDeadline(new Date('2026-06-30T22:05:00Z'))).toBe('alle 00:05 di mercoledì 1 luglio');
    });
});
