import { describe, expect, it } from 'vitest';

import { requestShapeProblem } from './request-body-limits';

describe('the shape of a GraphQL request body', () => {
    it('accepts one operation, with or without variables and a name', () => {
        expect(requestShapeProblem({ query: '{ activeChannel { id } }' })).toBeNull();
        expect(
            requestShapeProblem({ query: 'query Q($a: ID) { x }', variables: { a: '1' }, operationName: 'Q' }),
        ).toBeNull();
        expect(requestShapeProblem({ query: '{ x }', variables: null, operationName: null })).toBeNull();
    });

    it('names what is wrong with anything else', () => {
        expect(requestShapeProblem([])).toBe('Operation batching disabled.');
        expect(requestShapeProblem([{ query: '{ x }' }])).toBe('Operation batching disabled.');
        expect(requestShapeProblem('{ x }')).toBe('The request body must be a JSON object with a `query`');
        expect(requestShapeProblem(null)).toBe('The request body must be a JSON object with a `query`');
        expect(requestShapeProblem({})).toBe('GraphQL operations must contain a non-empty `query`');
        expect(requestShapeProblem({ query: '  ' })).toBe('GraphQL operations must contain a non-empty `query`');
        expect(requestShapeProblem({ query: { a: 1 } })).toBe('GraphQL operations must contain a non-empty `query`');
        expect(requestShapeProblem({ query: '{ x }', variables: [1] })).toBe('`variables` must be a JSON object');
        expect(requestShapeProblem({ query: '{ x }', variables: 'a=1' })).toBe('`variables` must be a JSON object');
        expect(requestShapeProblem({ query: '{ x }', operationName: 3 })).toBe('`operationName` must be a string');
    });
});
