/** The words an email uses for how long its link works and when it stops working, in Italian and Italian time. */
import { SHOP_TIME_ZONE } from '../constants';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const units: Record<string, number> = { ms: 1, s: 1000, m: MINUTE, h: HOUR, d: DAY };

/**
 * Vendure's token durations are milliseconds or a short span such as '2h' or '7d'; only those simple spans are read
 * here, so a value this cannot read fails loudly instead of an email promising a wrong time.
 */
export function durationMs(duration: string | number): number {
    if (typeof duration === 'number') {
        return duration;
    }
    const match = /^(\d+)\s*(ms|s|m|h|d)$/.exec(duration.trim());
    if (!match) {
        throw new Error(`Cannot tell how long a link lasts from the token duration '${duration}'.`);
    }
    return Number(match[1]) * units[match[2]];
}

/** '2 ore', '1 ora', '30 minuti', '7 giorni': the largest whole unit. */
export function describeDuration(ms: number): string {
    const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    if (ms >= DAY && ms % DAY === 0) {
        return plural(ms / DAY, 'giorno', 'giorni');
    }
    if (ms >= HOUR && ms % HOUR === 0) {
        return plural(ms / HOUR, 'ora', 'ore');
    }
    return plural(Math.max(1, Math.floor(ms / MINUTE)), 'minuto', 'minuti');
}

/**
 * 'alle 15:42 di mercoledì 26 novembre' in the shop's time zone. The minute is rounded down, so the time an email
 * names is never later than the moment the link stops working.
 */
export function describeDeadline(deadline: Date): string {
    const floored = new Date(Math.floor(deadline.getTime() / MINUTE) * MINUTE);
    const time = new Intl.DateTimeFormat('it-IT', {
        timeZone: SHOP_TIME_ZONE,
        hour: '2-digit',
        minute: '2-digit',
    }).format(floored);
    const day = new Intl.DateTimeFormat('it-IT', {
        timeZone: SHOP_TIME_ZONE,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
    }).format(floored);
    return `alle ${time} di ${day}`;
}
