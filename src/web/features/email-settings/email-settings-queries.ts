import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

export type EmailSettings = paths['/api/settings/email']['get']['responses'][200]['content']['application/json'];
export type EmailSettingsChange = paths['/api/settings/email']['put']['requestBody']['content']['application/json'];
export type MailboxChange = paths['/api/settings/email/test-connection']['post']['requestBody']['content']['application/json'];
export type ConnectionTest = paths['/api/settings/email/test-connection']['post']['responses'][200]['content']['application/json'];

/** The rules an org admin sets, saved together by the rules card and the mailbox card alike. */
export type EmailRules = Pick<EmailSettings, 'unknownSender' | 'reopenWindowDays' | 'attachmentMegabytesPerMessage'>;

export function rulesOf(settings: EmailSettings): EmailRules {
  const { unknownSender, reopenWindowDays, attachmentMegabytesPerMessage } = settings;
  return { unknownSender, reopenWindowDays, attachmentMegabytesPerMessage };
}

export const emailSettingsKey = ['settings', 'email'] as const;

/** The organization's e-mail channel: its support address, the rules for received mail and its IMAP mailbox. */
export function emailSettingsQuery() {
  return queryOptions({
    queryKey: emailSettingsKey,
    queryFn: async ({ signal }): Promise<EmailSettings> =>
      dataOrThrow(await api.GET('/api/settings/email', { signal }), 'Could not load the e-mail settings.'),
    // A change of the reader's state arrives live; its last check is read again every half minute.
    refetchInterval: 30_000,
  });
}

export function useSaveEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: EmailSettingsChange): Promise<EmailSettings> =>
      dataOrThrow(await api.PUT('/api/settings/email', { body: change }), 'Could not save the e-mail settings.'),
    onSuccess: (saved) => queryClient.setQueryData(emailSettingsKey, saved),
  });
}

export function useTestMailboxConnection() {
  return useMutation({
    mutationFn: async (mailbox: MailboxChange): Promise<ConnectionTest> =>
      dataOrThrow(await api.POST('/api/settings/email/test-connection', { body: mailbox }), 'Could not test the connection.'),
  });
}
