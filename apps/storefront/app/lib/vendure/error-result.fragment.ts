// What every mutation answers when the commerce server refuses a change: Vendure's ErrorResult, read by its code.
import { graphql } from '~/lib/vendure/graphql';

/** Unmasked (`@_unmask`): callers read `errorCode` and `message` straight from the mutation's answer. */
export const ErrorResultFragment = graphql(`
    fragment ErrorResultFields on ErrorResult @_unmask {
        errorCode
        message
    }
`);
