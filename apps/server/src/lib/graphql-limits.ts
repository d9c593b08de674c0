/**
 * Limits on what one GraphQL request may ask of the APIs: depth, aliases, directives and an estimated cost, so that
 * no single request can guess hundreds of coupon codes, ask for megabytes of catalog or walk the category tree in
 * circles. The values and the measurements behind them are in docs/decisions/019-api-limits.md.
 */
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { VendureConfig } from '@vendure/core';
import {
    DocumentNode,
    getNullableType,
    GraphQLError,
    GraphQLObjectType,
    GraphQLSchema,
    isListType,
    isObjectType,
    ValidationContext,
    ValidationRule,
} from 'graphql';
import { ComplexityEstimator, getComplexity } from 'graphql-query-complexity';

type ApolloServerPlugin = NonNullable<VendureConfig['apiOptions']['apolloServerPlugins']>[number];

export interface GraphQLLimits {
    /** Deepest field nesting, fragments flattened (the storefront's deepest document is 7). */
    maxDepth: number;
    /** Aliased fields in one operation (the storefront uses none). */
    maxAliases: number;
    /** Directives in one operation (`@include`, `@skip`). */
    maxDirectives: number;
    /** Estimated cost: objects the answer may hold, lists counted at the size they may reach; none if absent. */
    maxCost?: number;
}

/**
 * Shoppers and the storefront: every storefront document passes with room to spare (graphql-limits.test.ts); the
 * costliest, a listing of 100 products with its facets, is about 55,000.
 */
export const SHOP_API_LIMITS: GraphQLLimits = { maxDepth: 10, maxAliases: 10, maxDirectives: 20, maxCost: 120_000 };

/**
 * Staff, through the prebuilt Admin UI (deepest document 8, at most 18 aliases, in GetServerConfig): enough to stop
 * hundreds of aliased logins in one request without second-guessing the dashboard's queries, so no cost limit.
 */
export const ADMIN_API_LIMITS: GraphQLLimits = { maxDepth: 15, maxAliases: 50, maxDirectives: 50 };

/** Size assumed for a list the request cannot bound (a category's children, a product's variants). */
export const ASSUMED_LIST_SIZE = 10;
/** Size assumed for a paginated list whose `take` is not given: the most the shop's list queries answer. */
export const MAX_PAGE_SIZE = 100;

export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

/** armor's rules throw their error out of graphql-js' `validate` unless told otherwise; reported, it is a 400. */
function reported(prefix: RegExp) {
    return {
        propagateOnRejection: false,
        exposeLimits: true,
        onReject: [
            (context: ValidationContext | null, error: GraphQLError) =>
                context?.reportError(
                    new GraphQLError(error.message.replace(prefix, ''), {
                        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
                    }),
                ),
        ],
    };
}

export function graphqlValidationRules(limits: GraphQLLimits): ValidationRule[] {
    const options = reported(/^Syntax Error: /);
    return [
        maxDepthRule({ n: limits.maxDepth, flattenFragments: true, ...options }),
        maxAliasesRule({ n: limits.maxAliases, ...options }),
        maxDirectivesRule({ n: limits.maxDirectives, ...options }),
    ] as ValidationRule[];
}

function takeOf(args: Record<string, unknown>): number | undefined {
    for (const holder of [args, args.options, args.input]) {
        if (holder && typeof holder === 'object' && 'take' in holder) {
            const take = (holder as { take: unknown }).take;
            if (typeof take === 'number' && Number.isFinite(take)) return Math.max(0, Math.min(take, MAX_PAGE_SIZE));
        }
    }
    return undefined;
}

function isPaginatedList(type: unknown): type is GraphQLObjectType {
    return isObjectType(type) && 'items' in type.getFields() && 'totalItems' in type.getFields();
}

/**
 * Each field costs one, plus what is under it times how many times it can occur: a paginated field (`products`,
 * `catalogListing`) by its `take` (or the largest page when none is given), its `items` once more, any other list
 * by ASSUMED_LIST_SIZE.
 */
const listAwareEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
    const returned = getNullableType(field.type);
    if (isPaginatedList(returned)) {
        return 1 + childComplexity * (takeOf(args) ?? MAX_PAGE_SIZE);
    }
    if (isListType(returned)) {
        const counted = field.name === 'items' && isPaginatedList(type);
        return 1 + childComplexity * (counted ? 1 : (takeOf(args) ?? ASSUMED_LIST_SIZE));
    }
    return 1 + childComplexity;
};

/** The estimated cost of the operation that will run, with the request's own variables. */
export function operationCost(
    schema: GraphQLSchema,
    document: DocumentNode,
    variables: Record<string, unknown> = {},
    operationName?: string | null,
): number {
    return getComplexity({
        schema,
        query: document,
        variables,
        operationName: operationName ?? undefined,
        estimators: [listAwareEstimator],
    });
}

/** The API a request came in on, by the first segment of its path (`shop-api`, `admin-api`). */
function apiPathOf(contextValue: unknown): string {
    const req = (contextValue as { req?: { originalUrl?: string } } | undefined)?.req;
    return (req?.originalUrl ?? '').replace(/^\//, '').split(/[/?]/)[0] ?? '';
}

/**
 * Refuses, with a 400 before any resolver runs, an operation whose estimated cost is over its API's limit. One Apollo
 * plugin serves both APIs (Vendure shares the plugin list), so the limit is looked up by the API's path.
 */
export function queryCostPlugin(maxCostByApiPath: Record<string, number | undefined>): ApolloServerPlugin {
    return {
        async requestDidStart({ contextValue }) {
            const maxCost = maxCostByApiPath[apiPathOf(contextValue)];
            if (maxCost === undefined) return;
            return {
                async didResolveOperation({ request, document, schema }) {
                    let cost: number;
                    try {
                        cost = operationCost(schema, document, request.variables, request.operationName);
                    } catch (error) {
                        // Variables that do not fit the operation (a number for a String!): the 400 Apollo itself
                        // gives them when it executes, not an internal error of the cost estimate.
                        if (!(error instanceof GraphQLError)) throw error;
                        throw new GraphQLError(error.message, {
                            nodes: error.nodes,
                            extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
                        });
                    }
                    if (cost > maxCost) {
                        throw new GraphQLError(`Query cost limit of ${maxCost} exceeded, found ${cost}.`, {
                            extensions: { code: QUERY_TOO_COMPLEX, http: { status: 400 } },
                        });
                    }
                },
            };
        },
    };
}
