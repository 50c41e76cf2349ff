import type { z } from 'zod';

/**
 * Stored settings read with a schema whose fields all have defaults: each field still valid is kept, the
 * others (never set, or no longer valid) read as their default rather than failing every screen.
 */
export function resolveStoredSettings<Schema extends z.ZodObject>(
  schema: Schema,
  stored: Record<string, unknown> | null | undefined,
): z.infer<Schema> {
  const settings: Record<string, unknown> = schema.parse({});
  for (const [key, field] of Object.entries(schema.shape)) {
    const parsed = (field as z.ZodType).safeParse(stored?.[key]);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as z.infer<Schema>;
}
