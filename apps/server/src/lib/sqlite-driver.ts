/**
 * The better-sqlite3 build this Node runs (decision 024). Version 12 (a NAN addon) aborts the process on Node 24 when
 * a collected statement removes its cleanup hook (`Assertion failed: (env) != nullptr`); version 13 (Node-API) needs
 * Node 22 and crashes on Node 20. Both are installed (13 as `better-sqlite3-napi`), and TypeORM is handed the one this
 * Node can run. When the development machines move to Node 22+, version 12 goes.
 */
import { createRequire } from 'node:module';

const load = createRequire(__filename);

export function sqliteDriverPackage(nodeVersion = process.versions.node): 'better-sqlite3' | 'better-sqlite3-napi' {
    return Number(nodeVersion.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';
}

/** The driver module for TypeORM's `driver` option of a `better-sqlite3` connection. */
export function sqliteDriver(): unknown {
    return load(sqliteDriverPackage());
}
