// The box that attaches a service to a product, in the product page's add form and in the cart. Before the page
// runs it is a plain form field (`serviceSku`) showing `initiallyChecked`; once hydrated it is controlled.
export function ServiceCheckbox({
    sku,
    hydrated,
    checked,
    initiallyChecked,
    disabled,
    onToggle,
}: {
    sku: string;
    hydrated: boolean;
    checked: boolean;
    initiallyChecked: boolean;
    disabled: boolean;
    onToggle: (sku: string, on: boolean) => void;
}) {
    return (
        <input
            type="checkbox"
            name="serviceSku"
            value={sku}
            className="size-4 shrink-0 accent-brand focus-visible:outline-2 focus-visible:outline-brand"
            {...(hydrated
                ? { checked, disabled, onChange: event => onToggle(sku, event.target.checked) }
                : { defaultChecked: initiallyChecked })}
        />
    );
}
