/**
 * Findomestic's rate table, from which the shop advertises an instalment estimate (decision 037): a default offer in
 * code, or FINDOMESTIC_PLANS (`months:TAN:TAEG` entries, comma separated, percentages with a decimal point).
 */
import type { FinancingPlan } from '@shop/rules';

/** Ten and twenty instalments at zero rate; thirty at TAN 7,90 %, whose TAEG without fees is 8,19 %. */
export const DEFAULT_FINANCING_PLANS: readonly FinancingPlan[] = [
    { months: 10, tanPercent: 0, taegPercent: 0 },
    { months: 20, tanPercent: 0, taegPercent: 0 },
    { months: 30, tanPercent: 7.9, taegPercent: 8.19 },
];

export const MAX_FINANCING_MONTHS = 120;
/** Far above any consumer-credit rate the usury thresholds allow: a higher figure is a typing mistake. */
export const MAX_FINANCING_PERCENT = 30;
export const MAX_FINANCING_PLANS = 12;

const ENTRY = /^(\d{1,3}):(\d{1,2}(?:\.\d{1,2})?):(\d{1,2}(?:\.\d{1,2})?)$/;

/** The table FINDOMESTIC_PLANS describes, or the first reason it cannot be one. */
export function parseFinancingPlans(text: string): { plans: FinancingPlan[] } | { problem: string } {
    const entries = text
        .split(',')
        .map(entry => entry.trim())
        .filter(entry => entry !== '');
    if (entries.length === 0)
        return { problem: 'names no plan: write months:TAN:TAEG entries, e.g. 10:0:0,30:7.90:8.19' };
    if (entries.length > MAX_FINANCING_PLANS) return { problem: `names more than ${MAX_FINANCING_PLANS} plans` };
    const plans: FinancingPlan[] = [];
    for (const entry of entries) {
        const match = ENTRY.exec(entry);
        if (!match) {
            return { problem: `"${entry}" is not months:TAN:TAEG (whole months, percentages with a decimal point)` };
        }
        const plan = { months: Number(match[1]), tanPercent: Number(match[2]), taegPercent: Number(match[3]) };
        if (plan.months < 2 || plan.months > MAX_FINANCING_MONTHS) {
            return { problem: `"${entry}": the months go from 2 to ${MAX_FINANCING_MONTHS}` };
        }
        if (plan.tanPercent > MAX_FINANCING_PERCENT || plan.taegPercent > MAX_FINANCING_PERCENT) {
            return { problem: `"${entry}": TAN and TAEG go up to ${MAX_FINANCING_PERCENT} %` };
        }
        // The TAEG adds every cost of the credit to the interest: it is never below the TAN.
        if (plan.taegPercent < plan.tanPercent) return { problem: `"${entry}": the TAEG is below the TAN` };
        if (plans.some(other => other.months === plan.months)) {
            return { problem: `"${entry}": ${plan.months} months appear twice` };
        }
        plans.push(plan);
    }
    return { plans: plans.sort((a, b) => a.months - b.months) };
}
