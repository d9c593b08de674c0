/** Names, messages and limits shared by the cart plugin's parts (messages as SPEC §8 words them). */
import { CrudPermissionDefinition } from '@vendure/core';

export const giftCardPermission = new CrudPermissionDefinition('GiftCard');

/** SPEC §8: a variant asked for beyond its saleable stock. */
export const MAX_SALEABLE_MESSAGE = 'You reached the maximum saleable quantity';
/** A variant that is not for sale (no price) or a service added on its own. */
export const NOT_ADDABLE_MESSAGE = 'This product cannot be added to your cart';
/** SPEC §8: any refused change to a product's attached services. */
export const SERVICE_ERROR_MESSAGE = 'error adding the service';
/** SPEC §8: one message for every refused gift card, so the answer tells nothing about which codes exist. */
export const GIFT_CARD_ERROR_MESSAGE = 'Unable to apply gift card';
export const GIFT_CARD_NOT_APPLIED_MESSAGE = 'This gift card is not applied to the cart';
export const NO_ACTIVE_CART_MESSAGE = 'There is no cart to change';

/** Gift card surcharges are recognised by this SKU prefix followed by the formatted code. */
export const GIFT_CARD_SKU_PREFIX = 'GIFTCARD:';
export const GIFT_CARD_CURRENCY = 'EUR';
/** Codes staff create without choosing one are drawn from this alphabet (no 0/O or 1/I look-alikes). */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const MAX_GIFT_CARD_BALANCE = 100_000_00;

export const loggerCtx = 'CartPlugin';
