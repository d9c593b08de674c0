// A form of a route, parsed by one Zod schema in the browser and on the server (Conform): before hydration it posts as
// a plain form; once the page runs, a valid submission goes to `onValid` and an invalid one shows its errors. A 400
// reply of the route's action (form-reply.ts) for this form shows its errors and the values sent.
import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { FormEvent } from 'react';
import { useActionData } from 'react-router';
import type { z } from 'zod';
import { isFormReply } from '~/lib/forms/form-reply';

/** Fields are typed by what the schema takes, `onValid` gets what it gives. */
export function useRouteForm<Schema extends z.ZodType>({
    id,
    schema,
    onValid,
}: {
    id: string;
    schema: Schema;
    onValid: (value: z.output<Schema>, event: FormEvent<HTMLFormElement>) => void;
}) {
    const reply: unknown = useActionData();
    const lastResult = isFormReply(reply) && reply.form === id ? reply.result : undefined;
    return useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>>({
        id,
        lastResult,
        shouldRevalidate: 'onInput',
        onValidate: ({ formData }) => parseWithZod(formData, { schema }),
        onSubmit(event, { submission }) {
            event.preventDefault();
            if (submission?.status === 'success') onValid(submission.value, event);
        },
    });
}
