/**
 * The password-reset email, on Vendure's `PasswordResetEvent` (the native `requestPasswordReset`): a link to the
 * storefront's reset page with the token, how long it works and until when, and that nothing changes if the shopper
 * did not ask. An unknown address publishes no event, so it gets no email.
 */
import { ConfigService, CustomerService, NativeAuthenticationMethod, PasswordResetEvent, User } from '@vendure/core';
import { EmailEventListener } from '@vendure/email-plugin';

import { describeDeadline, describeDuration, durationMs } from '../services/link-lifetime';
import { passwordResetUrl } from '../services/storefront-links';
import { ShopTemplateGlobals } from '../types';

export const passwordResetHandler = new EmailEventListener('password-reset')
    .on(PasswordResetEvent)
    .loadData(async ({ event, injector }) => {
        // A user without an id is the development mailbox's sample: looked up, it would match the first customer.
        const customer = event.user.id
            ? await injector.get(CustomerService).findOneByUserId(event.ctx, event.user.id)
            : undefined;
        // Read from the configuration the token is checked against, so the email cannot promise another lifetime.
        const lifetimeMs = durationMs(injector.get(ConfigService).authOptions.verificationTokenDuration);
        return { firstName: customer?.firstName || null, lifetimeMs };
    })
    .setRecipient(event => event.user.identifier)
    .setFrom('{{ fromAddress }}')
    .setSubject('Reimposta la password del tuo account {{ shopName }}')
    .setTemplateVars((event, globals) => {
        const token = event.user.getNativeAuthenticationMethod().passwordResetToken;
        if (!token) {
            throw new Error('A password reset was requested but the account holds no reset token.');
        }
        return {
            title: 'Reimposta la password',
            firstName: event.data.firstName,
            resetUrl: passwordResetUrl((globals as ShopTemplateGlobals).storefrontOrigin, token),
            linkLifetime: describeDuration(event.data.lifetimeMs),
            // The token was made just before the event; its deadline is named to the minute, rounded down.
            linkDeadline: describeDeadline(new Date(event.createdAt.getTime() + event.data.lifetimeMs)),
        };
    })
    .setMockEvent({
        user: new User({
            identifier: 'mario.rossi@example.com',
            authenticationMethods: [
                new NativeAuthenticationMethod({
                    identifier: 'mario.rossi@example.com',
                    passwordResetToken: 'MjAyNi0xMS0yNlQxMDowMDowMC4wMDBa_esempio',
                }),
            ],
        }),
        createdAt: new Date(),
    } as Omit<PasswordResetEvent, 'ctx' | 'data'>);
