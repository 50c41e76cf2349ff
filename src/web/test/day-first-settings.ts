import { resolveDateTimeSettings } from '../../domain/datetime-settings.ts';
import { dateTimeSettingsQuery } from '../features/settings/datetime-settings-query.ts';

/** An organization that writes dates day first on a 24-hour clock, in London: what en-US defaults would get wrong. */
export const dayFirstSettings = resolveDateTimeSettings({ dateFormat: 'DD/MM/YYYY', timeFormat: '24', timezone: 'Europe/London' });

/** The query data that gives a rendered screen the day-first organization's Date & Time settings. */
export const dayFirstSettingsData: [readonly unknown[], unknown] = [dateTimeSettingsQuery().queryKey, dayFirstSettings];
