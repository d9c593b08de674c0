import fs from 'node:fs';
import path from 'node:path';

import {
    buildSchema,
    DocumentNode,
    FragmentDefinitionNode,
    GraphQLInputType,
    GraphQLSchema,
    isEnumType,
    isInputObjectType,
    isListType,
    isNonNullType,
    isScalarType,
    Kind,
    OperationDefinitionNode,
    parse,
    print,
    specifiedRules,
    typeFromAST,
    validate,
    visit,
} from 'graphql';
import { describe, expect, it } from 'vitest';

import { SHOP_SCHEMA_FILE } from '../schema/emit-shop-schema';
import { graphqlValidationRules, MAX_PAGE_SIZE, operationCost, SHOP_API_LIMITS } from './graphql-limits';

const storefrontApp = path.join(__dirname, '..', '..', '..', 'storefront', 'app');
const schema = buildSchema(fs.readFileSync(SHOP_SCHEMA_FILE, 'utf8'));

/** Every `graphql(`…`)` document of the storefront, as written (gql.tada documents hold no interpolation). */
function storefrontDocuments(): string[] {
    const sources: string[] = [];
    const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
            const full = path.join(dir, entry.name);
            if (entry.isDirectory()) walk(full);
            else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
                for (const match of fs.readFileSync(full, 'utf8').matchAll(/graphql\(\s*`([^`]*)`/g)) {
                    sources.push(match[1]!);
                }
            }
        }
    };
    walk(storefrontApp);
    return sources;
}

/** gql.tada's `@_unmask` only changes the storefront's types; its client strips it before sending. */
function withoutClientDirectives(source: string): string {
    return source.replace(/\s@_unmask\b/g, '');
}

/** Each operation with the fragments it uses, as gql.tada sends it. */
function storefrontOperations(): Array<{ name: string; document: DocumentNode }> {
    const definitions = storefrontDocuments().flatMap(source => parse(withoutClientDirectives(source)).definitions);
    const fragments = new Map(
        definitions
            .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
            .map(d => [d.name.value, d]),
    );
    const operations = definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    return operations.map(operation => {
        const used = new Map<string, FragmentDefinitionNode>();
        const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
            visit(node, {
                FragmentSpread(spread) {
                    const fragment = fragments.get(spread.name.value);
                    if (fragment && !used.has(fragment.name.value)) {
                        used.set(fragment.name.value, fragment);
                        collect(fragment);
                    }
                },
            });
        collect(operation);
        return {
            name: operation.name?.value ?? '(anonymous)',
            document: { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] },
        };
    });
}

/** A value of the type with every list as long and every `take` as large as the shop allows: the worst case. */
function worstCaseValue(type: GraphQLInputType): unknown {
    if (isNonNullType(type)) return worstCaseValue(type.ofType);
    if (isListType(type)) return [worstCaseValue(type.ofType as GraphQLInputType)];
    if (isInputObjectType(type)) {
        return Object.fromEntries(
            Object.values(type.getFields()).map(field => [
                field.name,
                field.name === 'take' ? MAX_PAGE_SIZE : worstCaseValue(field.type),
            ]),
        );
    }
    if (isEnumType(type)) return type.getValues()[0]!.value;
    if (isScalarType(type)) {
        return { Int: 1, Float: 1, Boolean: true, JSON: {} }[type.name] ?? 'x';
    }
    return null;
}

function worstCaseVariables(operation: OperationDefinitionNode, on: GraphQLSchema) {
    return Object.fromEntries(
        (operation.variableDefinitions ?? []).map(definition => [
            definition.variable.name.value,
            worstCaseValue(typeFromAST(on, definition.type as never) as GraphQLInputType),
        ]),
    );
}

function limitErrors(query: string) {
    return validate(schema, parse(query), [...specifiedRules, ...graphqlValidationRules(SHOP_API_LIMITS)]).map(
        e => e.message,
    );
}

describe('the shop API limits and the storefront', () => {
    const operations = storefrontOperations();

    it('finds the storefront documents', () => {
        expect(operations.length).toBeGreaterThanOrEqual(20);
        expect(operations.map(o => o.name)).toEqual(expect.arrayContaining(['CatalogListing', 'CatalogProduct']));
    });

    it.each(operations.map(o => [o.name, o.document] as const))(
        '%s passes depth, alias and directive limits and costs less than the limit at its largest',
        (_name, document) => {
            const errors = validate(schema, document, [...specifiedRules, ...graphqlValidationRules(SHOP_API_LIMITS)]);
            expect(errors.map(e => e.message)).toEqual([]);
            const operation = document.definitions[0] as OperationDefinitionNode;
            const cost = operationCost(schema, document, worstCaseVariables(operation, schema));
            // Half the limit: a storefront document may grow before anyone has to revisit the figure.
            expect(cost).toBeLessThan((SHOP_API_LIMITS.maxCost ?? 0) / 2);
            // What gql.tada sends fits many times in the shop API's body limit.
            expect(print(document).length).toBeLessThan(16 * 1024);
        },
    );

    it('leaves room over the deepest storefront document', () => {
        let deepest = 0;
        for (const { document } of operations) {
            let depth = 0;
            const fragments = new Map(
                document.definitions
                    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
                    .map(d => [d.name.value, d]),
            );
            const walk = (selections: readonly import('graphql').SelectionNode[], level: number): void => {
                for (const selection of selections) {
                    if (selection.kind === Kind.FIELD) {
                        depth = Math.max(depth, level + 1);
                        if (selection.selectionSet) walk(selection.selectionSet.selections, level + 1);
                    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
                        walk(selection.selectionSet.selections, level);
                    } else {
                        walk(fragments.get(selection.name.value)!.selectionSet.selections, level);
                    }
                }
            };
            walk((document.definitions[0] as OperationDefinitionNode).selectionSet.selections, 0);
            deepest = Math.max(deepest, depth);
        }
        expect(deepest).toBeGreaterThanOrEqual(5);
        expect(SHOP_API_LIMITS.maxDepth).toBeGreaterThanOrEqual(deepest + 3);
    });

    it('refuses a walk around the category tree', () => {
        const walk =
            '{ collections { items { children { children { parent { children { parent { children { parent { children { id } } } } } } } } } } }';
        expect(limitErrors(walk)).toEqual(['Query depth limit of 10 exceeded, found 11.']);
    });

    it('refuses more aliases than the limit, counted across fragments', () => {
        const guesses = Array.from(
            { length: 11 },
            (_, i) => `c${i}: applyCouponCode(couponCode: "GUESS${i}") { __typename }`,
        );
        expect(limitErrors(`mutation { ${guesses.join(' ')} }`)).toEqual(['Aliases limit of 10 exceeded, found 11.']);
        const spread = `fragment F on Query { ${Array.from({ length: 6 }, (_, i) => `a${i}: activeChannel { id }`).join(' ')} }`;
        expect(
            limitErrors(
                `{ ...F b: activeChannel { code } c: activeChannel { code } ...G } ${spread} fragment G on Query { d: activeChannel { id } e: activeChannel { id } x: activeChannel { id } }`,
            ),
        ).toEqual(['Aliases limit of 10 exceeded, found 11.']);
    });

    it('counts a paginated list by its take and other lists by the assumed size', () => {
        const cost = (query: string, variables = {}) => operationCost(schema, parse(query), variables);
        // 1 (products) + 100 × (1 (items) + 1 × (1 (id)))
        expect(cost('{ products(options: { take: 100 }) { items { id } } }')).toBe(201);
        expect(cost('query($n: Int) { products(options: { take: $n }) { items { id } } }', { n: 5 })).toBe(11);
        // No take: the largest page.
        expect(cost('{ products { items { id } } }')).toBe(201);
        // 1 (collections) + 100 × (1 (items) + 1 + 10 × (1 (children) + 1 (id)))
        expect(cost('{ collections { items { id children { id } } } }')).toBe(1 + 100 * (1 + 1 + 1 + 10 * 1));
    });
});
