import { describe, expect, it } from 'vitest';

import { singleParam } from './query-params';

describe('singleParam', () => {
    it('reads a single value from URLSearchParams and from a parsed object', () => {
        expect(singleParam(new URLSearchParams('esito=OK&importo=5000'), 'esito')).toBe('OK');
        expect(singleParam({ esito: 'OK', importo: '5000' }, 'importo')).toBe('5000');
    });

    it('keeps an empty value apart from an absent one', () => {
        expect(singleParam(new URLSearchParams('codAut='), 'codAut')).toBe('');
        expect(singleParam(new URLSearchParams('esito=OK'), 'codAut')).toBeUndefined();
        expect(singleParam({ codAut: '' }, 'codAut')).toBe('');
        expect(singleParam({ codAut: undefined }, 'codAut')).toBeUndefined();
        expect(singleParam({}, 'codAut')).toBeUndefined();
    });

    it('refuses a repeated parameter and anything that is not a string', () => {
        expect(singleParam(new URLSearchParams('importo=1&importo=5000'), 'importo')).toBeNull();
        expect(singleParam({ importo: ['1', '5000'] }, 'importo')).toBeNull();
        expect(singleParam({ importo: { $gt: '' } }, 'importo')).toBeNull();
        expect(singleParam({ importo: 5000 }, 'importo')).toBeNull();
    });

    it('does not read inherited properties as parameters', () => {
        expect(singleParam({}, 'toString')).toBeUndefined();
        expect(singleParam({}, '__proto__')).toBeUndefined();
    });
});
