// A form of a route, checked by one Zod schema in the browser and on the server (Conform): before hydration it posts as
// a plain form; once the page runs, a valid submission goes to `onValid` and an invalid one shows its errors. The
// browser's validator loads on first contact with the form (deferred-validation.ts, decision 038); a submission sent
// before it arrived is submitted again once it has. A 400 reply of the route's action (form-reply.ts) for this form
// shows its errors and the values sent.
import { useForm } from '@conform-to/react';
import type { FormEvent } from 'react';
import { useActionData } from 'react-router';
import { isUnchecked, useDeferredValidation, type FormValidator } from '~/lib/forms/deferred-validation';
import type { LoadOnce } from '~/lib/forms/load-once';
import { isFormReply } from '~/lib/forms/form-reply';

/** `onValid` gets what the validator gives (the schema's output); spread `preloadProps` on the form element. */
export function useRouteForm<Value, Input extends Record<string, unknown>>({
    id,
    validator,
    onValid,
}: {
    id: string;
    /** The form's validator, loaded once; its module, not the page's, holds the schema and Zod. */
    validator: LoadOnce<FormValidator<Value, Input>>;
    onValid: (value: Value, event: FormEvent<HTMLFormElement>) => void;
}) {
    const reply: unknown = useActionData();
    const lastResult = isFormReply(reply) && reply.form === id ? reply.result : undefined;
    const validation = useDeferredValidation(validator);
    const [form, fields] = useForm<Input, Value>({
        id,
        lastResult,
        shouldRevalidate: 'onInput',
        onValidate: validation.onValidate,
        onSubmit(event, { submission }) {
            event.preventDefault();
            if (submission?.status === 'success') {
                onValid(submission.value, event);
            } else if (isUnchecked(submission)) {
                const target = event.currentTarget;
                const submitter = (event.nativeEvent as SubmitEvent).submitter;
                void validation.preload().then(loaded => {
                    if (loaded && target.isConnected) target.requestSubmit(submitter);
                });
            }
        },
    });
    return [form, fields, validation.preloadProps] as const;
}
