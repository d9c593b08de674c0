import { describe, expect, it } from 'vitest';

import { sqliteDriver, sqliteDriverPackage } from './sqlite-driver';

describe('the SQLite driver for this Node', () => {
    it('is better-sqlite3 12 before Node 22 and the Node-API build from Node 22', () => {
        expect(sqliteDriverPackage('20.19.0')).toBe('better-sqlite3');
        expect(sqliteDriverPackage('22.12.0')).toBe('better-sqlite3-napi');
        expect(sqliteDriverPackage('24.21.0')).toBe('better-sqlite3-napi');
    });

    it('opens a database and runs a statement on the Node running the tests', () => {
        const Database = sqliteDriver() as new (file: string) => {
            prepare: (sql: string) => { get: () => unknown };
            close: () => void;
        };
        const db = new Database(':memory:');
        expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
        db.close();
    });
});
