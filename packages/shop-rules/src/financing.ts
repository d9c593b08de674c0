/**
 * Consumer-credit figures the shop advertises (decision 037): the monthly instalment of an amount under a plan of the
 * lender's rate table, French amortisation (constant instalments), rounded to the cent as lenders do; the total owed
 * under that schedule; and the plan with the lowest instalment for an amount. Amounts are integer euro cents.
 */

/** One line of the lender's rate table: a number of monthly instalments at a fixed rate. */
export interface FinancingPlan {
    /** Number of monthly instalments. */
    months: number;
    /** TAN: the annual nominal rate, in percent (7.9 for 7,90 %). */
    tanPercent: number;
    /** TAEG: the annual percentage rate of charge the lender declares for the plan, in percent. */
    taegPercent: number;
}

/** What financing offers at most and at least, both included (the commerce server's FINDOMESTIC_*_CENTS). */
export interface FinancingRange {
    minCents: number;
    maxCents: number;
}

/** The representative example of one plan for one amount: what consumer-credit advertising must show. */
export interface FinancingEstimate {
    plan: FinancingPlan;
    /** The amount financed (importo totale del credito). */
    amountCents: number;
    /** Every instalment but the last, which settles the cents the rounding left (so it may differ by a few cents). */
    instalmentCents: number;
    /** The last instalment. */
    lastInstalmentCents: number;
    /** The sum of every instalment (importo totale dovuto): the amount plus the interest. */
    totalOwedCents: number;
}

function assertAmount(amountCents: number): void {
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
        throw new RangeError(`The amount must be a positive whole number of cents, not ${amountCents}`);
    }
}

function assertPlan(plan: FinancingPlan): void {
    if (!Number.isSafeInteger(plan.months) || plan.months < 1) {
        throw new RangeError(`A plan needs a whole number of months from 1, not ${plan.months}`);
    }
    if (!Number.isFinite(plan.tanPercent) || plan.tanPercent < 0) {
        throw new RangeError(`A plan's TAN must be a percentage from 0, not ${plan.tanPercent}`);
    }
}

/** Whether the amount is whole cents within the range, both bounds included. */
export function inFinancingRange(amountCents: number, range: FinancingRange): boolean {
    return (
        Number.isSafeInteger(amountCents) &&
        amountCents > 0 &&
        amountCents >= range.minCents &&
        amountCents <= range.maxCents
    );
}

/**
 * The constant monthly instalment, rounded to the nearest cent (half up): at TAN 0 the amount divided by the months
 * (99.800 cents in 24 → 4.158), otherwise amount × r / (1 − (1 + r)^−months) with r = TAN / 12.
 */
export function monthlyInstalmentCents(amountCents: number, plan: FinancingPlan): number {
    assertAmount(amountCents);
    assertPlan(plan);
    if (plan.tanPercent === 0) return Math.round(amountCents / plan.months);
    const rate = plan.tanPercent / 1200;
    return Math.round((amountCents * rate) / (1 - Math.pow(1 + rate, -plan.months)));
}

/**
 * The total owed: every month the interest on what is still owed (rounded to the cent) is paid first and the rest of
 * the instalment repays capital; the last instalment is what is then left, with its interest.
 */
export function totalOwedCents(amountCents: number, plan: FinancingPlan): number {
    const instalment = monthlyInstalmentCents(amountCents, plan);
    const rate = plan.tanPercent / 1200;
    let owed = amountCents;
    let paid = 0;
    for (let month = 1; month < plan.months; month++) {
        owed -= instalment - Math.round(owed * rate);
        paid += instalment;
    }
    return paid + owed + Math.round(owed * rate);
}

export function financingEstimate(amountCents: number, plan: FinancingPlan): FinancingEstimate {
    const instalmentCents = monthlyInstalmentCents(amountCents, plan);
    const total = totalOwedCents(amountCents, plan);
    return {
        plan,
        amountCents,
        instalmentCents,
        lastInstalmentCents: total - instalmentCents * (plan.months - 1),
        totalOwedCents: total,
    };
}

/**
 * The plan with the lowest instalment for the amount ("da 36,77 € al mese"); of two with the same instalment, the one
 * costing less in all, then the shorter. Null when the table is empty.
 */
export function lowestInstalment(amountCents: number, plans: readonly FinancingPlan[]): FinancingEstimate | null {
    let best: FinancingEstimate | null = null;
    for (const plan of plans) {
        const estimate = financingEstimate(amountCents, plan);
        if (
            !best ||
            estimate.instalmentCents < best.instalmentCents ||
            (estimate.instalmentCents === best.instalmentCents &&
                (estimate.totalOwedCents < best.totalOwedCents ||
                    (estimate.totalOwedCents === best.totalOwedCents && plan.months < best.plan.months)))
        ) {
            best = estimate;
        }
    }
    return best;
}

/** What the shop advertises for an amount: the plan it leads with, and the table's other plans, shown on request. */
export interface FinancingOffer {
    lead: FinancingEstimate;
    /** Every other plan of the table for the same amount, fewest instalments first. */
    others: FinancingEstimate[];
}

/**
 * The offer to advertise for an amount, only when it is financeable. It leads with an interest-free plan when the table
 * has one (the lowest instalment among them: "20 rate a tasso zero", what Italian shoppers look for first), and only
 * otherwise with the lowest instalment of the table, which at a rate above zero is the longest and dearest plan.
 */
export function advertisedOffer(
    amountCents: number,
    terms: FinancingRange & { plans: readonly FinancingPlan[] },
): FinancingOffer | null {
    if (!inFinancingRange(amountCents, terms)) return null;
    const interestFree = terms.plans.filter(plan => plan.tanPercent === 0);
    const lead = lowestInstalment(amountCents, interestFree.length > 0 ? interestFree : terms.plans);
    if (!lead) return null;
    const others = terms.plans
        .filter(plan => plan !== lead.plan)
        .map(plan => financingEstimate(amountCents, plan))
        .sort((a, b) => a.plan.months - b.plan.months || a.plan.tanPercent - b.plan.tanPercent);
    return { lead, others };
}

/** The plan an offer leads with (advertisedOffer), only when the amount is financeable. */
export function advertisedEstimate(
    amountCents: number,
    terms: FinancingRange & { plans: readonly FinancingPlan[] },
): FinancingEstimate | null {
    return advertisedOffer(amountCents, terms)?.lead ?? null;
}
