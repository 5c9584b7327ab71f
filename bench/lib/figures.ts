/**
 * What a measurement reports: figures grouped in sections, each section saying how it was
 * measured and the command that measures it again. Budgets live in bench/budgets.json and are
 * looked up by key, so one budget (e.g. 90 KB of gzipped JS) applies to every page it names.
 */

interface Budget {
  max?: number;
  min?: number;
  /** Where the number comes from (the product's target, the platform's limit). */
  why: string;
}

export type Budgets = Record<string, Budget>;

export interface Figure {
  /** Unique across the run, e.g. "bytes.momentos.first.js_gzip_kb". */
  id: string;
  label: string;
  /** null: not measured (the measurement failed; a budgeted figure then fails). */
  value: number | null;
  unit: string;
  /** Key in bench/budgets.json, when the figure has a budget. */
  budget?: string;
  /** A short remark printed after the value (other sizes, counts). */
  note?: string;
}

export interface Section {
  id: string;
  title: string;
  /** How the figures were taken, in a sentence or two. */
  how: string;
  /** The command that measures this section alone. */
  reproduce: string;
  figures: Figure[];
  /** Raw measurements for the JSON file (per-request samples are summarised, not kept). */
  details?: unknown;
  /** Set when the section could not run to the end. */
  error?: string;
  /** Set when there was nothing to measure (e.g. a route this build does not have yet). */
  skipped?: string;
  /** 1-minute load average seen while the section ran. */
  load?: { min: number; max: number };
  seconds?: number;
}

export type Verdict = 'pass' | 'fail' | 'info';

export function verdict(figure: Figure, budgets: Budgets): Verdict {
  if (!figure.budget) return 'info';
  const budget = budgets[figure.budget];
  if (!budget) throw new Error(`bench/budgets.json has no budget "${figure.budget}" (figure ${figure.id})`);
  if (figure.value === null || Number.isNaN(figure.value)) return 'fail';
  if (budget.max !== undefined && figure.value > budget.max) return 'fail';
  if (budget.min !== undefined && figure.value < budget.min) return 'fail';
  return 'pass';
}

export function budgetText(figure: Figure, budgets: Budgets): string {
  const budget = figure.budget ? budgets[figure.budget] : undefined;
  if (!budget) return '';
  const unit = figure.unit ? ` ${figure.unit}` : '';
  if (budget.max !== undefined && budget.min !== undefined) return `${budget.min}–${budget.max}${unit}`;
  if (budget.max !== undefined) return `<= ${budget.max}${unit}`;
  return `>= ${budget.min}${unit}`;
}

export function valueText(figure: Figure): string {
  if (figure.value === null || Number.isNaN(figure.value)) return 'not measured';
  return `${figure.value}${figure.unit ? ` ${figure.unit}` : ''}`;
}
