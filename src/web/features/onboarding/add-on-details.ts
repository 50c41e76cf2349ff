import type { AddOnId } from '../../../domain/plans.ts';

/** What each add-on does, in a line, for the pricing table and the trial choice after the business model. */
export const addOnDescriptions: Record<AddOnId, string> = {
  calendar: 'Plan visits, meetings and deadlines on a shared month, week and day calendar linked to tickets.',
  analytics: 'Response times, trends and team workload in reports you can share.',
  api: 'Connect your own tools: create and update tickets and customers from your systems.',
  timecards: 'Clock in and out, timesheets, overtime and paid time off, submitted for approval.',
  projects: 'Group tickets and work orders into projects with their own progress.',
};
