/**
 * A plugin's expected failures, answered as Vendure ErrorResults (`... on ErrorResult { errorCode }`) so clients tell
 * them apart by code, never by wording. Vendure adds each type's name in UPPER_SNAKE_CASE to the ErrorCode enum; the
 * plugin lists those codes once (`{ CODE: 'CODE' } as const`) and declares each type as a class of its own:
 *
 *     export class PluginFullError extends errorResult('PluginFullError', PluginErrorCode.PLUGIN_FULL_ERROR, MESSAGE) {}
 *
 * with any field of its own in the class's body. The messages stay in English for API users.
 */
import type { GraphQLErrorResult } from '@vendure/core';

/** One of the codes of a plugin's code list. */
export type ErrorCodeOf<Codes extends Record<string, string>> = Codes[keyof Codes];

/** An ErrorResult as the API answers it: its GraphQL type, one of its plugin's codes and an English message. */
export interface CodedErrorResult<Code extends string> extends GraphQLErrorResult {
    readonly __typename: string;
    readonly errorCode: Code;
    readonly message: string;
}

/** The base class of an ErrorResult type with the same message for every failure. */
export function errorResult<Code extends string>(
    typename: string,
    errorCode: Code,
    message: string,
): new () => CodedErrorResult<Code>;
/** The base class of an ErrorResult type whose message tells the failure's particulars: given to its constructor. */
export function errorResult<Code extends string>(
    typename: string,
    errorCode: Code,
): new (message: string) => CodedErrorResult<Code>;
export function errorResult<Code extends string>(typename: string, errorCode: Code, message?: string) {
    return class implements CodedErrorResult<Code> {
        readonly __typename = typename;
        readonly errorCode = errorCode;
        readonly message: string;

        constructor(failureMessage?: string) {
            this.message = message ?? failureMessage ?? '';
        }
    };
}
