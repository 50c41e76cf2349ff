import { isRangeProblem, type ReportRange, reportRangeOf } from '../../../domain/reports.ts';
import { addDays } from '../../../domain/time-cards.ts';
import { isCalendarDate } from '../../../domain/zoned-time.ts';

export const rangePresets = [
  { value: '7', label: 'Last 7 days', shortLabel: '7 days' },
  { value: '30', label: 'Last 30 days', shortLabel: '30 days' },
  { value: '90', label: 'Last 90 days', shortLabel: '90 days' },
  { value: 'custom', label: 'Custom', shortLabel: 'Custom' },
] as const;
export type RangePreset = (typeof rangePresets)[number]['value'];

export interface RangeChoice {
  preset: RangePreset;
  /** The dates to report on, or why the dates in the address cannot be. */
  range: ReportRange | { problem: string };
}

/**
 * The range in the page's address: `?from=…&to=…` for chosen dates, `?days=7|30|90` for the last days up to today
 * (the last 30 without either).
 */
export function rangeChoiceOf(params: URLSearchParams, today: string): RangeChoice {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null || to !== null) {
    if (!from || !to || !isCalendarDate(from) || !isCalendarDate(to)) {
      return { preset: 'custom', range: { problem: 'Choose the first and the last day of the report.' } };
    }
    const checked = reportRangeOf({ from, to }, today);
    return { preset: 'custom', range: isRangeProblem(checked) ? { problem: checked.problem } : checked };
  }
  const days = params.get('days');
  const preset: RangePreset = days === '7' || days === '90' ? days : '30';
  return { preset, range: { from: addDays(today, 1 - Number(preset)), to: today } };
}

export function isReportRange(range: RangeChoice['range']): range is ReportRange {
  return !('problem' in range);
}
