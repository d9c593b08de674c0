/** Names, messages and limits shared by the gift card plugin's parts (messages as requirements §8 words them). */
import { CrudPermissionDefinition } from '@vendure/core';

export const giftCardPermission = new CrudPermissionDefinition('GiftCard');

/** requirements §8: one message for every refused gift card but an expired one (decision 062). */
export const GIFT_CARD_ERROR_MESSAGE = 'Unable to apply gift card';
/** A card past its expiry; the message ends with the moment it expired. */
export const GIFT_CARD_EXPIRED_MESSAGE = 'This gift card expired on';
export const GIFT_CARD_NOT_APPLIED_MESSAGE = 'This gift card is not applied to the cart';
/**
 * The code of a refused move to payment (OrderStateTransitionError.transitionError): an applied card can no longer
 * cover its amount (spent meanwhile by another order). Its message is GIFT_CARD_ERROR_MESSAGE.
 */
export const GIFT_CARD_NOT_COVERED = 'GIFT_CARD_NOT_COVERED';

/** Gift card surcharges are recognised by this SKU prefix followed by the formatted code. */
export const GIFT_CARD_SKU_PREFIX = 'GIFTCARD:';
export const GIFT_CARD_CURRENCY = 'EUR';
/** Codes staff create without choosing one are drawn from this alphabet (no 0/O or 1/I look-alikes). */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const MAX_GIFT_CARD_BALANCE = 100_000_00;

export const loggerCtx = 'GiftCardPlugin';
