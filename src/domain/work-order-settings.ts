import { z } from 'zod';
import { resolveStoredSettings } from './stored-settings.ts';
import { priorities } from './ticket-status.ts';

export const workOrderViewLayouts = ['card', 'list', 'table'] as const;
export const autoAssignChoices = ['none', 'creator', 'round-robin'] as const;
export const schedulingViews = ['calendar', 'timeline', 'list'] as const;
export const timeSlotMinutes = [15, 30, 60, 120] as const;

/**
 * The Work Orders tab's settings (workorder_settings), stored on the server per organization. Every field has
 * the specification's default (section 9), so a stored object may hold only some of them.
 */
export const workOrderSettingsSchema = z.object({
  defaultViewLayout: z.enum(workOrderViewLayouts).default('card'),
  cardsPerRow: z.number().int().min(1).max(4, 'use 1 to 4 cards per row').default(2),
  showWorkOrderNumbers: z.boolean().default(true),
  showEstimatedHours: z.boolean().default(true),
  defaultPriority: z.enum(priorities).default('medium'),
  autoAssignTo: z.enum(autoAssignChoices).default('none'),
  defaultSchedulingView: z.enum(schedulingViews).default('calendar'),
  timeSlotDuration: z
    .union(
      timeSlotMinutes.map((minutes) => z.literal(minutes)) as [z.ZodLiteral<15>, z.ZodLiteral<30>, z.ZodLiteral<60>, z.ZodLiteral<120>],
    )
    .default(60)
    .describe('Minutes: 15, 30, 60 or 120'),
  enableSignatureCapture: z.boolean().default(true).describe('Mark Complete requires the customer’s signature'),
  requirePhotoDocumentation: z.boolean().default(false).describe('Mark Complete requires at least one photo'),
  showPriorityColors: z.boolean().default(true),
  showStatusIcons: z.boolean().default(true),
  compactCardLayout: z.boolean().default(false),
  darkModeCards: z.boolean().default(false),
});
export type WorkOrderSettings = z.infer<typeof workOrderSettingsSchema>;

export const workOrderSettingsDefaults: WorkOrderSettings = workOrderSettingsSchema.parse({});

/** The stored settings with the defaults filled in; a value that is no longer valid reads as its default. */
export function resolveWorkOrderSettings(stored: Record<string, unknown> | null | undefined): WorkOrderSettings {
  return resolveStoredSettings(workOrderSettingsSchema, stored);
}
