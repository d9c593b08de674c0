// Which argument values the guard refuses before the database: NULs anywhere in text, IDs past the 32-bit keys.
import { buildSchema, GraphQLInputType } from 'graphql';
import { describe, expect, it } from 'vitest';

import { inputProblem } from './graphql-input-guard';

const schema = buildSchema(`
    scalar JSON
    input Line { id: ID!, note: String, extra: JSON }
    input Order { lines: [Line!]!, code: String }
    type Query { order(input: Order, ids: [ID!]): Int }
`);
const arg = (name: string) =>
    schema
        .getQueryType()!
        .getFields()
        .order!.args.find(a => a.name === name)!.type as GraphQLInputType;

describe('inputProblem', () => {
    it('finds a NUL in text, nested in objects, lists and JSON values, with its path', () => {
        expect(inputProblem({ code: 'a\0' }, arg('input'))).toEqual({
            path: ['code'],
            reason: 'contains a NUL character',
        });
        expect(inputProblem({ lines: [{ id: '1' }, { id: '2', note: '\0' }] }, arg('input'))).toEqual({
            path: ['lines', 1, 'note'],
            reason: 'contains a NUL character',
        });
        expect(inputProblem({ lines: [{ id: '1', extra: { a: ['ok', 'x\0'] } }] }, arg('input'))?.path).toEqual([
            'lines',
            0,
            'extra',
        ]);
    });

    it('refuses IDs that are no whole number within the 32-bit keys, and lets others through', () => {
        const wrong = { path: [0], reason: 'is not an ID: IDs are whole numbers up to 2147483647' };
        for (const id of ['2147483648', '99999999999', '1.5', '1e10', 2 ** 31, 1.5, '-2147483649']) {
            expect(inputProblem([id], arg('ids'))).toEqual(wrong);
        }
        for (const id of ['1', '2147483647', 42, ' 7 ', 'abc', '-1']) expect(inputProblem([id], arg('ids'))).toBeNull();
        expect(inputProblem(null, arg('ids'))).toBeNull();
    });
});
