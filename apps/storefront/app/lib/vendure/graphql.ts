/**
 * The storefront's GraphQL tag, typed from the commerce server's schema (apps/server/schema.graphql, turned into
 * app/graphql-env.d.ts by `gql.tada generate output`): a query that no longer matches the schema fails the typecheck.
 * Server-side modules build documents with it; components import only the types of the fragments they render.
 */
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from '~/graphql-env';

export const graphql = initGraphQLTada<{
    introspection: introspection;
    scalars: {
        ID: string;
        DateTime: string;
        JSON: unknown;
        /** Integer cents. */
        Money: number;
    };
}>();

export { readFragment } from 'gql.tada';
export type { FragmentOf, ResultOf, VariablesOf, TadaDocumentNode } from 'gql.tada';
