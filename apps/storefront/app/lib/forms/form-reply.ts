// What an action answers for a form it could not accept: which form, and Conform's reply (errors and the values sent).
import type { SubmissionResult } from '@conform-to/react';

export interface FormReply {
    /** The form's id: a page may hold several forms, and only the one posted shows the errors. */
    form: string;
    result: SubmissionResult<string[]>;
}

export function isFormReply(value: unknown): value is FormReply {
    const reply = value as Partial<FormReply> | null | undefined;
    return typeof reply?.form === 'string' && typeof reply.result === 'object' && reply.result !== null;
}

/**
 * What a loader answers, beside the page, for a query a GET form sent that it could not accept: Conform's reply, the
 * errors by field name and the values as sent. Every GET form of a page sends the page's whole query, so the reply
 * belongs to all of them: each shows the errors of its own fields.
 */
export type QueryReply = SubmissionResult<string[]>;
