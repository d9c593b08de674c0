// Lint rules for the whole repository: TypeScript's recommended set, with the few exceptions the frameworks need.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
    {
        ignores: [
            '**/node_modules/**',
            '**/dist/**',
            '**/build/**',
            '**/build-*/**',
            '**/.cache/**',
            '**/.react-router/**',
            'apps/server/src/migrations/**',
            'apps/server/data/**',
            '**/playwright-report/**',
            '**/test-results*/**',
        ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
        languageOptions: { globals: { ...globals.node } },
        rules: {
            '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
            'no-console': ['error', { allow: ['warn', 'error'] }],
        },
    },
    {
        // The rules of hooks, and the React Compiler's checks that a component stays pure during render.
        files: ['apps/storefront/app/**/*.{ts,tsx}'],
        ...reactHooks.configs.flat.recommended,
    },
    {
        // NestJS resolvers and services receive their collaborators through constructor parameters.
        files: ['apps/server/**/*.ts'],
        rules: { '@typescript-eslint/no-extraneous-class': 'off' },
    },
    {
        // GraphQL documents and gql.tada's runtime stay out of the browser bundle: modules the browser loads import
        // fragments and the GraphQL tag for their types only (docs/decisions/014-graphql-contract.md).
        files: ['apps/storefront/app/**/*.ts', 'apps/storefront/app/**/*.tsx'],
        ignores: [
            '**/*.server.ts',
            '**/*.server.tsx',
            '**/*.fragment.ts',
            '**/*.test.ts',
            '**/*.test.tsx',
            '**/*.test-support.ts',
            'apps/storefront/app/lib/vendure/graphql.ts',
        ],
        rules: {
            '@typescript-eslint/no-restricted-imports': [
                'error',
                {
                    patterns: [
                        {
                            group: ['**/*.fragment', '~/lib/vendure/graphql', 'gql.tada', '@0no-co/graphql.web'],
                            allowTypeImports: true,
                            message:
                                'Browser modules import GraphQL documents as types only (import type); documents are used by *.server.ts modules.',
                        },
                    ],
                },
            ],
        },
    },
    {
        files: ['**/*.test.ts', '**/*.test.tsx', 'bench/**', 'scripts/**', '**/e2e/**'],
        rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
    },
);
