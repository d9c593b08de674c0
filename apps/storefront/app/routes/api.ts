// /api/<tag>/<method> for a tag no route module serves: a JSON 404, never the HTML error page.
import { unknownMethod } from '~/lib/api/endpoints.server';

export const loader = () => unknownMethod();
export const action = () => unknownMethod();
