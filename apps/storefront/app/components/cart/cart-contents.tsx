// What the cart sidebar and the cart page show: lines (picture, article code, name, prices, quantity, remove), coupon,
// totals and the two buttons. Every change is one form posting to the cart page, parsed by the cart page's schema on
// both sides (lib/cart/cart-input.ts): without JavaScript it posts as it is (a 400 shows the errors beside the fields);
// with it the same form goes through the cart logic (debounced quantity, confirmed removal, notices).
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import {
    createContext,
    lazy,
    Suspense,
    useContext,
    useEffect,
    useRef,
    useState,
    type MouseEvent,
    type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { CartOutdatedNotice } from '~/components/cart/cart-outdated-notice';
import { CartSummary } from '~/components/cart/cart-summary';
import { FinancingEstimate } from '~/components/financing/financing-estimate';
import { MAX_QUANTITY, MIN_QUANTITY, QUANTITY_DEBOUNCE_MS, type CartLine, type CartView } from '~/lib/cart/cart';
import { cartFormId } from '~/lib/cart/cart-form-id';
import { cartVersion } from '~/lib/cart/cart-version';
import { cartErrorMessageKey } from '~/lib/cart/cart-messages';
import { useCart } from '~/lib/cart/use-cart';
import { prepareCartChanges, useCartActions, type CartChangeResult } from '~/lib/cart/use-cart-actions';
import { assetUrl, productPath } from '~/lib/catalog/urls';
import { formatCents } from '~/lib/format/money';
import { loadOnce } from '~/lib/forms/load-once';
import { useRouteForm } from '~/lib/forms/use-route-form';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { ServiceCheckbox } from '~/components/cart/service-checkbox';
import { TrashIcon } from '~/components/ui/trash-icon';

/** The cart forms' checks, loaded on first contact with one of them (decision 038). */
const cartPageValidator = loadOnce(() => import('~/lib/cart/cart-validation').then(module => module.cartPageValidator));

const ConfirmDialog = lazy(() => import('~/components/cart/confirm-dialog'));

/** requirements §9: cart pictures are 170x170. */
const IMAGE_SIZE = 170;

/** Shown only where scripts do not run: the page then needs a button that posts what was typed or ticked. */
const NO_SCRIPT_ONLY = 'hidden noscript:inline-block';

export function checkoutPath(locale: string): string {
    return `/${locale}/checkout/user-account`;
}

export function cartPath(locale: string): string {
    return `/${locale}/cart`;
}

function clampQuantity(value: number): number {
    return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(value)));
}

/**
 * A change of a line refused because the cart changed elsewhere (requirements §8): the cart keeps showing what the
 * shopper acted on, with the notice and its reload button, until they reload.
 */
const OutdatedContext = createContext<(result: CartChangeResult) => void>(() => {});

/** A field's error in the shopper's words (the schema's own wording is for the API's callers). */
function FieldError({ field, text }: { field: FieldMetadata<unknown>; text: string }) {
    if (!field.errors?.length) return null;
    return (
        <p id={field.errorId} role="alert" className="mt-1 w-full text-sm text-brand" data-testid="cart-field-error">
            {text}
        </p>
    );
}

/**
 * The line's quantity as the shopper chooses it: shown at once, sent when they have stopped clicking for a second
 * (requirements §4 / §9); `cancel` drops a choice not sent yet (the line is being removed).
 */
function useLineQuantity(line: CartLine) {
    const { setQuantity } = useCartActions();
    const reportOutdated = useContext(OutdatedContext);
    const [pending, setPending] = useState<number | null>(null);
    const timer = useRef<number | undefined>(undefined);
    // The timer sends with what is current when it fires: the line as the cart now has it, the version now shown.
    const latest = useRef({ line, setQuantity });
    useEffect(() => {
        latest.current = { line, setQuantity };
    }, [line, setQuantity]);
    useEffect(() => () => window.clearTimeout(timer.current), []);

    const choose = (quantity: number) => {
        setPending(quantity);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
            const { line: current, setQuantity: send } = latest.current;
            if (quantity === current.quantity) {
                setPending(null);
                return;
            }
            void send(current, quantity).then(result => {
                setPending(null);
                reportOutdated(result);
            });
        }, QUANTITY_DEBOUNCE_MS);
    };
    const cancel = () => {
        window.clearTimeout(timer.current);
        setPending(null);
    };
    return { shown: pending ?? line.quantity, choose, cancel };
}

type LineQuantity = ReturnType<typeof useLineQuantity>;

function QuantityForm({ line, locale, quantity: chosen }: { line: CartLine; locale: string; quantity: LineQuantity }) {
    const { t } = useTranslation();
    const { shown, choose } = chosen;
    // What is typed stays as typed until it is a valid quantity.
    const [typed, setTyped] = useState<string | null>(null);
    // The schema adds the step of the button pressed (−, +, or Enter) to the quantity in the field.
    const [form, fields, preloadProps] = useRouteForm({
        id: cartFormId('update', line.id),
        validator: cartPageValidator,
        onValid: value => {
            if (value.intent !== 'update') return;
            setTyped(null);
            choose(clampQuantity(value.quantity));
        },
    });
    const quantity = fields.quantity;
    // Once the page runs, − and + do not post: each click moves the shown quantity, the debounce sends the last one.
    const step = (event: MouseEvent<HTMLButtonElement>, by: number) => {
        event.preventDefault();
        setTyped(null);
        choose(clampQuantity(shown + by));
    };
    // After a refused post without JavaScript the field shows what was sent, beside its error.
    const kept = quantity.errors && typeof quantity.initialValue === 'string' ? quantity.initialValue : undefined;

    return (
        <form
            method="post"
            action={cartPath(locale)}
            id={form.id}
            {...preloadProps}
            onSubmit={form.onSubmit}
            className="mt-2 flex flex-wrap items-center gap-1"
        >
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="lineId" value={line.id} />
            {/* First in the form, so Enter in the field sends the typed quantity, not a step. */}
            <button
                type="submit"
                name="step"
                value="0"
                className={`${NO_SCRIPT_ONLY} order-last ml-2 rounded border border-neutral-400 px-2 py-1 text-sm`}
            >
                {t('cart.updateQuantity')}
            </button>
            <label htmlFor={quantity.id} className="sr-only">
                {t('cart.quantityOf', { name: line.productName })}
            </label>
            <button
                type="submit"
                name="step"
                value="-1"
                disabled={shown <= MIN_QUANTITY}
                onClick={event => step(event, -1)}
                aria-label={t('cart.decrease', { name: line.productName })}
                className="flex size-9 items-center justify-center rounded border border-neutral-400 text-lg disabled:opacity-40"
                data-testid="cart-line-decrease"
            >
                <span aria-hidden="true">−</span>
            </button>
            <input
                id={quantity.id}
                name={quantity.name}
                type="number"
                inputMode="numeric"
                min={MIN_QUANTITY}
                max={MAX_QUANTITY}
                value={typed ?? kept ?? String(shown)}
                aria-invalid={quantity.errors ? true : undefined}
                aria-describedby={quantity.errors ? quantity.errorId : undefined}
                onChange={event => {
                    const value = event.target.value;
                    setTyped(value);
                    if (/^\d+$/.test(value) && Number(value) >= MIN_QUANTITY) {
                        choose(clampQuantity(Number(value)));
                    }
                }}
                onBlur={() => setTyped(null)}
                className="h-9 w-16 rounded border border-neutral-400 text-center"
                data-testid="cart-line-quantity"
            />
            <button
                type="submit"
                name="step"
                value="1"
                disabled={shown >= MAX_QUANTITY}
                onClick={event => step(event, 1)}
                aria-label={t('cart.increase', { name: line.productName })}
                className="flex size-9 items-center justify-center rounded border border-neutral-400 text-lg disabled:opacity-40"
                data-testid="cart-line-increase"
            >
                <span aria-hidden="true">+</span>
            </button>
            <FieldError field={quantity} text={t('cart.errors.invalidQuantity')} />
        </form>
    );
}

function RemoveForm({ line, locale, quantity }: { line: CartLine; locale: string; quantity: LineQuantity }) {
    const { t } = useTranslation();
    const { removeLine } = useCartActions();
    const reportOutdated = useContext(OutdatedContext);
    const [confirming, setConfirming] = useState(false);
    const [wanted, setWanted] = useState(false);
    // Once the page runs, the post waits for the shopper's answer to the question (requirements §4).
    const [form, , preloadProps] = useRouteForm({
        id: cartFormId('remove', line.id),
        validator: cartPageValidator,
        onValid: () => {
            setWanted(true);
            setConfirming(true);
        },
    });
    return (
        <form method="post" action={cartPath(locale)} id={form.id} onSubmit={form.onSubmit} {...preloadProps}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="lineId" value={line.id} />
            <button
                type="submit"
                aria-label={t('cart.remove', { name: line.productName })}
                className="flex size-9 items-center justify-center rounded text-neutral-700 hover:bg-neutral-100 hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
                data-testid="cart-line-remove"
            >
                <TrashIcon />
            </button>
            {wanted ? (
                <Suspense fallback={null}>
                    <ConfirmDialog
                        open={confirming}
                        onOpenChange={setConfirming}
                        title={t('cart.confirm.title')}
                        text={t('cart.confirm.text')}
                        confirmLabel={t('cart.confirm.yes')}
                        cancelLabel={t('cart.confirm.no')}
                        onConfirm={() => {
                            setConfirming(false);
                            quantity.cancel();
                            void removeLine(line).then(reportOutdated);
                        }}
                    />
                </Suspense>
            ) : null}
        </form>
    );
}

/**
 * The services the product may have (requirements §4), ticked when attached; an attached one is the cart's service line, priced
 * for the product's quantity, and follows the product: it has no quantity of its own. Once the page runs, each tick
 * submits the form at once.
 */
function ServicesForm({ line, locale }: { line: CartLine; locale: string }) {
    const { t } = useTranslation();
    const { loading } = useCart();
    const { setServices } = useCartActions();
    // The box follows the click at once; the server's cart settles it (a refusal unticks it again).
    const [ticked, setTicked] = useState<Readonly<Record<string, boolean>>>({});
    const [form, , preloadProps] = useRouteForm({
        id: cartFormId('services', line.sku),
        validator: cartPageValidator,
        onValid: value => {
            if (value.intent !== 'services') return;
            void setServices(line, value.serviceSku).finally(() => setTicked({}));
        },
    });
    const toggle = (sku: string, on: boolean, box: HTMLInputElement) => {
        setTicked(current => ({ ...current, [sku]: on }));
        // The box's new state is in the form once React has rendered it.
        queueMicrotask(() => box.form?.requestSubmit());
    };
    return (
        <form
            method="post"
            action={cartPath(locale)}
            id={form.id}
            {...preloadProps}
            onSubmit={form.onSubmit}
            className="mt-2"
            data-testid="cart-line-services"
        >
            <input type="hidden" name="intent" value="services" />
            <input type="hidden" name="productSku" value={line.sku} />
            <fieldset>
                <legend className="text-sm font-semibold">
                    <span aria-hidden="true">{t('cart.services.legend')}</span>
                    <span className="sr-only">{t('cart.services.legendFor', { name: line.productName })}</span>
                </legend>
                <ul className="mt-1 flex flex-col gap-1">
                    {line.services.map(service => (
                        <li
                            key={service.sku}
                            className="flex items-center justify-between gap-2 text-sm"
                            data-testid={service.attached ? 'cart-service-line' : 'cart-service'}
                            data-sku={service.sku}
                        >
                            <label className="flex items-center gap-2">
                                <ServiceCheckbox
                                    sku={service.sku}
                                    checked={ticked[service.sku] ?? service.attached}
                                    disabled={loading}
                                    onToggle={toggle}
                                />
                                <span data-testid="cart-service-name">{service.name}</span>
                            </label>
                            <span className="shrink-0" data-testid="cart-service-price">
                                {service.attached && service.linePrice !== null
                                    ? formatCents(service.linePrice)
                                    : `+${formatCents(service.unitPrice)}`}
                            </span>
                        </li>
                    ))}
                </ul>
            </fieldset>
            <button
                type="submit"
                className={`${NO_SCRIPT_ONLY} mt-1 rounded border border-neutral-400 px-2 py-1 text-sm`}
            >
                {t('cart.services.update')}
            </button>
        </form>
    );
}

function CartLineItem({ line, locale }: { line: CartLine; locale: string }) {
    const { t } = useTranslation();
    const href = line.productCode ? productPath(locale, line.productCode) : null;
    const quantity = useLineQuantity(line);
    return (
        <li className="flex gap-4 border-b border-neutral-200 py-4" data-testid="cart-line" data-sku={line.sku}>
            <img
                src={assetUrl(line.image, 'cart')}
                alt=""
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                loading="lazy"
                decoding="async"
                className="size-24 shrink-0 object-contain sm:size-[170px]"
                data-testid="cart-line-image"
            />
            <div className="flex min-w-0 flex-1 flex-col">
                {line.merchantSku ? (
                    <p className="text-xs text-neutral-700">
                        {`${t('cart.skuLabel')}: `}
                        <span data-testid="cart-line-sku">{line.merchantSku}</span>
                    </p>
                ) : null}
                <p className="mt-1 font-semibold">
                    {href ? (
                        <Link to={href} className="hover:text-brand hover:underline" data-testid="cart-line-name">
                            {line.productName}
                        </Link>
                    ) : (
                        <span data-testid="cart-line-name">{line.productName}</span>
                    )}
                </p>
                {line.variantName && line.variantName !== line.productName ? (
                    <p className="text-sm text-neutral-700" data-testid="cart-line-variant">
                        {line.variantName}
                    </p>
                ) : null}
                <p className="mt-1 flex flex-wrap items-baseline gap-x-2" data-testid="cart-line-price">
                    <span className={`font-bold ${line.regularUnitPrice ? 'text-brand' : ''}`}>
                        {line.regularUnitPrice ? <span className="sr-only">{`${t('cart.specialPrice')} `}</span> : null}
                        <span className="sr-only">{`${t('cart.unitPrice')}: `}</span>
                        <span data-testid="cart-line-unit-price">{formatCents(line.unitPrice)}</span>
                    </span>
                    {line.regularUnitPrice ? (
                        <span className="text-sm text-neutral-600">
                            <span className="sr-only">{`${t('cart.referencePrice')} `}</span>
                            <s data-testid="cart-line-regular-price">{formatCents(line.regularUnitPrice)}</s>
                        </span>
                    ) : null}
                    {line.quantity > 1 ? (
                        <span className="text-sm text-neutral-700" data-testid="cart-line-quantity-times">
                            {`× ${line.quantity}`}
                        </span>
                    ) : null}
                    <span className="ml-auto font-bold" data-testid="cart-line-total">
                        <span className="sr-only">{`${t('cart.lineTotal')}: `}</span>
                        {formatCents(line.linePrice)}
                    </span>
                </p>
                {line.services.length > 0 ? <ServicesForm line={line} locale={locale} /> : null}
                <div className="mt-auto flex items-end justify-between gap-2">
                    <QuantityForm line={line} locale={locale} quantity={quantity} />
                    <RemoveForm line={line} locale={locale} quantity={quantity} />
                </div>
            </div>
        </li>
    );
}

/**
 * What a refusal beside a code field was given against: the cart's lines, codes, cards and total. A later change that
 * succeeds makes another cart, and the refusal, which spoke of the old one, goes.
 */
function refusalBasis(cart: CartView): string {
    return JSON.stringify([cartVersion(cart), cart.couponCodes, cart.giftCards, cart.total]);
}

/** A code field with its apply button (coupons, gift cards); the field empties once the code is applied. */
function CodeApplyForm({
    cart,
    locale,
    intent,
    label,
    submitLabel,
    maxLength,
    testId,
    errorText,
}: {
    /** The cart the form is shown with. */
    cart: CartView;
    locale: string;
    intent: 'coupon' | 'gift-card';
    label: string;
    submitLabel: string;
    maxLength: number;
    testId: string;
    /** What the shopper reads when the code cannot be a code at all. */
    errorText: string;
}) {
    const { t } = useTranslation();
    const { applyCode } = useCartActions();
    // Why the server refused the last code (a coupon rule, an unknown code), shown beside the field until the next try
    // or until another change of the cart succeeds.
    const [refusal, setRefusal] = useState<{ text: string; basis: string } | null>(null);
    // The cart as last rendered, for the refusal that arrives after it.
    const shown = useRef(cart);
    useEffect(() => {
        shown.current = cart;
    }, [cart]);
    const refusalText = refusal && refusal.basis === refusalBasis(cart) ? refusal.text : null;
    const [form, fields, preloadProps] = useRouteForm({
        id: cartFormId(intent),
        validator: cartPageValidator,
        onValid: value => {
            if (value.intent !== intent) return;
            setRefusal(null);
            void applyCode(intent, value.code).then(result => {
                if (result.ok) form.reset();
                else if (!result.outdated) {
                    const text = t(cartErrorMessageKey(result.error), result.values);
                    setRefusal({ text, basis: refusalBasis(shown.current) });
                }
            });
        },
    });
    const { key: codeKey, ...codeProps } = getInputProps(fields.code, { type: 'text' });
    return (
        <form
            method="post"
            action={cartPath(locale)}
            id={form.id}
            {...preloadProps}
            onSubmit={form.onSubmit}
            className="flex flex-wrap items-end gap-2"
        >
            <input type="hidden" name="intent" value={intent} />
            <div className="flex flex-1 flex-col">
                <label htmlFor={fields.code.id} className="text-sm font-semibold">
                    {label}
                </label>
                <input
                    key={codeKey}
                    {...codeProps}
                    required
                    maxLength={maxLength}
                    autoComplete="off"
                    className="mt-1 h-10 rounded border border-neutral-400 px-2 uppercase"
                    data-testid={`${testId}-input`}
                />
            </div>
            <button
                type="submit"
                className="h-10 rounded bg-neutral-900 px-4 font-semibold text-white"
                data-testid={`${testId}-apply`}
            >
                {submitLabel}
            </button>
            <FieldError field={fields.code} text={errorText} />
            {refusalText ? (
                <p role="alert" className="w-full text-sm text-brand" data-testid={`${testId}-refusal`}>
                    {refusalText}
                </p>
            ) : null}
        </form>
    );
}

/** An applied coupon or gift card with its × button. */
function CodeRemoveForm({
    locale,
    intent,
    code,
    removeLabel,
    removeTestId,
    className,
    attributes,
    children,
}: {
    locale: string;
    intent: 'coupon-remove' | 'gift-card-remove';
    code: string;
    removeLabel: string;
    removeTestId: string;
    className: string;
    attributes?: Record<`data-${string}`, string>;
    children: ReactNode;
}) {
    const { applyCode } = useCartActions();
    const [form, , preloadProps] = useRouteForm({
        id: cartFormId(intent, code),
        validator: cartPageValidator,
        onValid: value => {
            if (value.intent === intent) void applyCode(intent, value.code);
        },
    });
    return (
        <form
            method="post"
            action={cartPath(locale)}
            id={form.id}
            {...preloadProps}
            onSubmit={form.onSubmit}
            className={className}
            {...attributes}
        >
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="code" value={code} />
            {children}
            <button
                type="submit"
                aria-label={removeLabel}
                className="rounded px-1 text-lg leading-none hover:bg-black/10"
                data-testid={removeTestId}
            >
                <span aria-hidden="true">×</span>
            </button>
        </form>
    );
}

function CouponForm({ cart, locale }: { cart: CartView; locale: string }) {
    const { t } = useTranslation();
    return (
        <div className="mt-4" data-testid="cart-coupon">
            <CodeApplyForm
                cart={cart}
                locale={locale}
                intent="coupon"
                label={t('cart.coupon.label')}
                submitLabel={t('cart.coupon.apply')}
                maxLength={50}
                testId="cart-coupon"
                errorText={t('cart.errors.couponInvalid')}
            />
            {cart.couponCodes.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-2">
                    {cart.couponCodes.map(applied => (
                        <li key={applied}>
                            <CodeRemoveForm
                                locale={locale}
                                intent="coupon-remove"
                                code={applied}
                                removeLabel={t('cart.coupon.remove', { code: applied })}
                                removeTestId="cart-coupon-remove"
                                className="flex items-center gap-1 rounded bg-green-50 px-2 py-1 text-sm text-green-900"
                            >
                                <span data-testid="cart-coupon-applied">
                                    {t('cart.coupon.applied', { code: applied })}
                                </span>
                            </CodeRemoveForm>
                        </li>
                    ))}
                </ul>
            ) : null}
        </div>
    );
}

/** Beside the coupon: a gift card is spent at checkout, meanwhile it shows as a negative amount off the total. */
function GiftCardForm({ cart, locale }: { cart: CartView; locale: string }) {
    const { t } = useTranslation();
    return (
        <div className="mt-4" data-testid="cart-gift-card">
            <CodeApplyForm
                cart={cart}
                locale={locale}
                intent="gift-card"
                label={t('cart.giftCard.label')}
                submitLabel={t('cart.giftCard.apply')}
                maxLength={30}
                testId="cart-gift-card"
                errorText={t('cart.giftCard.error')}
            />
            {cart.giftCards.length > 0 ? (
                <ul className="mt-2 flex flex-col gap-1">
                    {cart.giftCards.map(card => (
                        <li key={card.code}>
                            <CodeRemoveForm
                                locale={locale}
                                intent="gift-card-remove"
                                code={card.code}
                                removeLabel={t('cart.giftCard.remove', { code: card.code })}
                                removeTestId="cart-gift-card-remove"
                                className="flex items-center justify-between gap-2 rounded bg-green-50 px-2 py-1 text-sm text-green-900"
                                attributes={{ 'data-testid': 'cart-gift-card-applied', 'data-code': card.code }}
                            >
                                <span>{t('cart.giftCard.line', { code: card.code })}</span>
                                <span className="ml-auto" data-testid="cart-gift-card-amount">
                                    {formatCents(card.amount)}
                                </span>
                            </CodeRemoveForm>
                        </li>
                    ))}
                </ul>
            ) : null}
        </div>
    );
}

export function CartContents({
    cart,
    locale,
    keepShopping,
    changedElsewhere = false,
}: {
    cart: CartView;
    locale: string;
    /** The "Keep shopping" control: a button closing the sidebar, or a link on the cart page. */
    keepShopping: React.ReactNode;
    /** Another tab changed the cart shown (the cart page, which has no next opening to show it anew). */
    changedElsewhere?: boolean;
}) {
    const { t } = useTranslation();
    const [refused, setOutdated] = useState(false);
    const outdated = refused || changedElsewhere;
    // An open cart is about to be changed: what follows a change loads now, not with the first one.
    useEffect(prepareCartChanges, []);
    const reportOutdated = (result: CartChangeResult) => {
        if (!result.ok && result.outdated) setOutdated(true);
    };
    const notice = outdated ? <CartOutdatedNotice onReloaded={() => setOutdated(false)} /> : null;
    if (cart.lines.length === 0) {
        return (
            <>
                {notice}
                <div className="flex flex-col items-start gap-4" data-testid="cart-empty">
                    <p className="text-lg">{t('cart.empty')}</p>
                    {keepShopping}
                </div>
            </>
        );
    }
    return (
        <OutdatedContext.Provider value={reportOutdated}>
            {notice}
            <div data-testid="cart-contents">
                <ul aria-label={t('cart.title')} data-testid="cart-lines">
                    {cart.lines.map(line => (
                        <CartLineItem key={line.id} line={line} locale={locale} />
                    ))}
                </ul>
                <CouponForm cart={cart} locale={locale} />
                <GiftCardForm cart={cart} locale={locale} />
                <CartSummary cart={cart} />
                <FinancingEstimate amountCents={cart.total} className="mt-4" />
                <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                    {keepShopping}
                    <Link
                        to={checkoutPath(locale)}
                        className="flex flex-1 items-center justify-center rounded bg-brand px-4 py-3 font-semibold text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
                        data-testid="cart-checkout"
                    >
                        {t('cart.checkout')}
                    </Link>
                </div>
            </div>
        </OutdatedContext.Provider>
    );
}

export const KEEP_SHOPPING_CLASS =
    'flex flex-1 items-center justify-center rounded border border-neutral-900 px-4 py-3 font-semibold hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
