// The 400 an action answers for a form with invalid fields (requests without JavaScript): the page renders again with
// the errors beside the fields and the values as typed, instead of a redirect that would lose them.
import type { Submission } from '@conform-to/dom';
import { data } from 'react-router';
import type { FormReply } from '~/lib/forms/form-reply';

export function formErrors(form: string, submission: Submission<unknown>) {
    const reply: FormReply = { form, result: submission.reply() };
    return data(reply, { status: 400, headers: { 'Cache-Control': 'no-store' } });
}
