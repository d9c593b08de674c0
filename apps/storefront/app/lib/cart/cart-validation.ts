// The cart page's checks in the browser, loaded on the shopper's first contact with one of its forms
// (forms/deferred-validation.ts): the schema the cart's action parses again.
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { cartPageForm } from '~/lib/cart/cart-forms';
import type { FormValidator } from '~/lib/forms/deferred-validation';

export const cartPageValidator: FormValidator<
    z.output<typeof cartPageForm>,
    z.input<typeof cartPageForm> & Record<string, unknown>
> = formData => parseWithZod(formData, { schema: cartPageForm });
