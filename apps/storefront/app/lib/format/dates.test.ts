import { describe, expect, it } from 'vitest';
import { dayRange } from '~/lib/format/dates';

describe('a window of days in Italian', () => {
    it('names the month once within a month', () => {
        expect(dayRange('2024-11-26', '2024-11-28')).toEqual({ from: 'mar 26', to: 'gio 28 novembre' });
    });

    it('names both months across two', () => {
        expect(dayRange('2026-11-30', '2026-12-02')).toEqual({ from: 'lun 30 novembre', to: 'mer 2 dicembre' });
    });
});
