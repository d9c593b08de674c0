/**
 * Refuses, before any resolver, argument values the database cannot take (decision 019): a NUL character in any text
 * (PostgreSQL's text types cannot hold one) and an ID beyond the 32-bit integer primary keys. Both APIs, every argument,
 * written in the document or passed as variables, nested in input objects and lists: a 400 BAD_USER_INPUT with the
 * argument's name, instead of a database error answered as an internal one.
 */
import type { VendureConfig } from '@vendure/core';
import {
    ArgumentNode,
    getNamedType,
    getNullableType,
    GraphQLError,
    GraphQLInputType,
    isInputObjectType,
    isListType,
    Kind,
    TypeInfo,
    valueFromAST,
    visit,
    visitWithTypeInfo,
} from 'graphql';

type ApolloServerPlugin = NonNullable<VendureConfig['apiOptions']['apolloServerPlugins']>[number];

const MAX_ID = 2 ** 31 - 1;
const MIN_ID = -(2 ** 31);
/** An ID written as a number, as Vendure's integer-key strategy reads it (`+id`). */
const NUMERIC = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/;

export const BAD_USER_INPUT = 'BAD_USER_INPUT';

function refusal(message: string, node: ArgumentNode): GraphQLError {
    return new GraphQLError(message, { nodes: [node], extensions: { code: BAD_USER_INPUT, http: { status: 400 } } });
}

/** What is wrong with a value, and where in it (input fields and list positions). */
export interface InputProblem {
    path: Array<string | number>;
    reason: string;
}

/** The first problem of a value of this type, or null. */
export function inputProblem(value: unknown, type: GraphQLInputType): InputProblem | null {
    if (value === null || value === undefined) return null;
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
        const items: unknown[] = Array.isArray(value) ? value : [value];
        for (const [index, item] of items.entries()) {
            const problem = inputProblem(item, nullable.ofType as GraphQLInputType);
            if (problem) return { ...problem, path: [index, ...problem.path] };
        }
        return null;
    }
    if (isInputObjectType(nullable)) {
        if (typeof value !== 'object') return null;
        const fields = nullable.getFields();
        for (const [name, fieldValue] of Object.entries(value as Record<string, unknown>)) {
            const field = fields[name];
            const problem = field ? inputProblem(fieldValue, field.type) : null;
            if (problem) return { ...problem, path: [name, ...problem.path] };
        }
        return null;
    }
    if (getNamedType(nullable).name === 'ID') {
        if (typeof value === 'string' && value.includes('\0')) return { path: [], reason: 'contains a NUL character' };
        const written = typeof value === 'number' || (typeof value === 'string' && NUMERIC.test(value));
        const number = Number(value);
        if (written && (!Number.isInteger(number) || number > MAX_ID || number < MIN_ID)) {
            return { path: [], reason: `is not an ID: IDs are whole numbers up to ${MAX_ID}` };
        }
        return null;
    }
    return containsNul(value) ? { path: [], reason: 'contains a NUL character' } : null;
}

/** Text anywhere in a scalar's value (a JSON scalar holds objects and arrays too). */
function containsNul(value: unknown): boolean {
    if (typeof value === 'string') return value.includes('\0');
    if (Array.isArray(value)) return value.some(containsNul);
    if (value && typeof value === 'object') {
        return Object.entries(value).some(([key, inner]) => key.includes('\0') || containsNul(inner));
    }
    return false;
}

/** One Apollo plugin for both APIs; it runs once the operation is known to be valid, before it executes. */
export function inputGuardPlugin(): ApolloServerPlugin {
    return {
        async requestDidStart() {
            return {
                async didResolveOperation({ document, schema, request }) {
                    const variables = request.variables ?? {};
                    const typeInfo = new TypeInfo(schema);
                    let problem: GraphQLError | undefined;
                    visit(
                        document,
                        visitWithTypeInfo(typeInfo, {
                            [Kind.ARGUMENT]: node => {
                                const argument = typeInfo.getArgument();
                                if (problem || !argument) return;
                                const value = valueFromAST(node.value, argument.type, variables);
                                const found = inputProblem(value, argument.type);
                                if (found) {
                                    const name = [node.name.value, ...found.path].join('.');
                                    problem = refusal(`Argument ${name} ${found.reason}.`, node);
                                }
                            },
                        }),
                    );
                    if (problem) throw problem;
                },
            };
        },
    };
}
