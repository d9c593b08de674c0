// A GET form of a page (the listing's filters and order, the search fields): the page's loader parses the query with
// the form's Zod schema through Conform and, once the page runs, so does the browser, with the same function. Without
// JavaScript the form sends its query as it is, and a query the loader cannot accept is answered 400 with Conform's
// reply, which this hook shows beside the fields with the values sent. Once the page runs a submission is checked in
// the browser first: a valid one goes to `onValid`, an invalid one shows its errors and asks nothing. The check (Zod,
// Conform and the schema) is not part of the page's first load: it loads when the shopper first reaches for a form, and
// a submission made before it has arrived waits for it.
import type { Submission } from '@conform-to/dom';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { QueryReply } from '~/lib/forms/form-reply';
import { loadOnce, type LoadOnce } from '~/lib/forms/load-once';

export type QueryCheck<Value> = (payload: FormData) => Submission<Value>;

/** A check loaded on first use and kept for the page's lifetime. */
export type LazyCheck<Value> = LoadOnce<QueryCheck<Value>>;

export function lazyCheck<Value>(importCheck: () => Promise<QueryCheck<Value>>): LazyCheck<Value> {
    return loadOnce(importCheck);
}

export function useQueryForm<Value>({
    reply,
    check,
    onValid,
    onInvalid,
}: {
    /** The loader's reply to the query the page was asked with; none when it was accepted. */
    reply: QueryReply | null | undefined;
    check: LazyCheck<Value>;
    onValid: (value: Value, form: HTMLFormElement) => void;
    /** A submission was refused: what was shown ahead of it (a ticked box) goes back. */
    onInvalid?: () => void;
}) {
    const location = useLocation();
    // What the browser found wrong belongs to the page it was checked on: a new page shows its loader's reply.
    const [checked, setChecked] = useState<{ at: string; result: QueryReply } | null>(null);
    const result = checked !== null && checked.at === location.key ? checked.result : reply;

    const judge = (form: HTMLFormElement, run: QueryCheck<Value>) => {
        const submission = run(new FormData(form));
        if (submission.status === 'success') {
            // No error, not even the loader's, while the page it leads to loads.
            setChecked({ at: location.key, result: {} });
            onValid(submission.value, form);
        } else {
            setChecked({ at: location.key, result: submission.reply() });
            onInvalid?.();
        }
    };

    /** Checks the form's fields and hands a valid value on; without the check (it failed to load) the loader judges. */
    const submit = (form: HTMLFormElement) => {
        if (check.loaded) judge(form, check.loaded);
        else
            check.load().then(
                run => judge(form, run),
                () => form.submit(),
            );
    };

    return {
        /** The errors of a field (Conform's messages), if any. */
        errors: (name: string): string[] | undefined => result?.error?.[name] ?? undefined,
        /**
         * The value a field was sent with in a query the loader refused, to show it again as typed. Only the loader's:
         * what the shopper types after that stays in the field as it is.
         */
        sent: (name: string): string | undefined => {
            const value = reply?.initialValue?.[name];
            return typeof value === 'string' ? value : undefined;
        },
        submit,
        onSubmit: (event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            submit(event.currentTarget);
        },
        /** After an error, every change is checked again, so the error goes as soon as the field is right. */
        onInput: (event: FormEvent<HTMLFormElement>) => {
            if (!result?.error) return;
            const form = event.currentTarget;
            const recheck = (run: QueryCheck<Value>) => {
                const submission = run(new FormData(form));
                setChecked({ at: location.key, result: submission.status === 'success' ? {} : submission.reply() });
            };
            if (check.loaded) recheck(check.loaded);
            else check.load().then(recheck, () => undefined);
        },
        /** Loads the check ahead of a submission: on focus, or when a pointer reaches the form. */
        prefetch: () => void check.load().catch(() => undefined),
    };
}
