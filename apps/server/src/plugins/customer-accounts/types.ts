/** The shop API input of `registerShopCustomer` (api-extensions.ts). */
export interface ShopRegistrationInput {
    emailAddress: string;
    firstName: string;
    lastName: string;
    fiscalCode: string;
    password: string;
    privacyAccepted: boolean;
    newsletter: boolean;
}

/** Field names of ShopRegistrationInput a RegistrationInputError can name. */
export type RegistrationField = keyof ShopRegistrationInput;
