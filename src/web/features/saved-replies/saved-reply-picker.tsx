import { Anchor, Badge, Button, CloseButton, Combobox, Group, Loader, Paper, Text } from '@mantine/core';
import { IconBolt, IconMessageBolt } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import type { SavedReplyPickerState } from './use-saved-reply-picker.ts';

/**
 * The reply box with its saved-reply picker: a list under the box while a "/" line is being typed, filtered as it
 * is typed; arrow keys move, Enter inserts, Escape closes. Without the picker, the box alone.
 */
export function SavedReplyPicker({ picker, children }: { picker: SavedReplyPickerState; children: ReactElement }) {
  if (!picker.isEnabled) return children;
  return (
    <Combobox store={picker.store} onOptionSubmit={(id) => void picker.choose(id)} position="bottom-start" width={420} shadow="md">
      <Combobox.Target>{children}</Combobox.Target>
      <Combobox.Dropdown aria-label="Saved replies">
        <Combobox.Header>
          <Text size="xs" c="dimmed">
            Saved replies · ↑ ↓ to choose, Enter to insert, Esc to close
          </Text>
        </Combobox.Header>
        <Combobox.Options aria-label="Saved replies" mah={280} style={{ overflowY: 'auto' }}>
          {picker.isLoading ? (
            <Combobox.Empty>
              <Loader size="xs" />
            </Combobox.Empty>
          ) : picker.loadError ? (
            <Combobox.Empty>{picker.loadError}</Combobox.Empty>
          ) : picker.matches.length === 0 ? (
            <Combobox.Empty>{picker.query ? `No saved reply matches “${picker.query}”.` : 'No saved replies yet.'}</Combobox.Empty>
          ) : (
            picker.matches.map((reply) => (
              <Combobox.Option value={reply.id} key={reply.id}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={500} truncate>
                    {reply.name}
                  </Text>
                  {reply.actionSummary && (
                    <Badge size="xs" variant="filled" color="violet.8" leftSection={<IconBolt size={10} aria-hidden />}>
                      Macro
                    </Badge>
                  )}
                  {reply.scope === 'personal' && (
                    <Badge size="xs" variant="filled" color="gray.7">
                      Personal
                    </Badge>
                  )}
                </Group>
                {/* The option's own colour: dimmed grey would not read on the highlighted option. */}
                <Text size="xs" lineClamp={1}>
                  {reply.actionSummary || reply.body}
                </Text>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
        <Combobox.Footer>
          <Anchor component={TenantLink} to="/settings?tab=saved-replies" size="xs">
            Manage saved replies
          </Anchor>
        </Combobox.Footer>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** The button that opens the picker, for those who do not know the "/". */
export function SavedReplyButton({ picker }: { picker: SavedReplyPickerState }) {
  if (!picker.isEnabled) return null;
  return (
    <Button variant="default" leftSection={<IconMessageBolt size={16} />} onClick={picker.open}>
      Saved replies
    </Button>
  );
}

/** A macro in the reply: what it will change when the reply is sent, and a way to drop those changes. */
export function PendingMacroNote({ picker }: { picker: SavedReplyPickerState }) {
  const { pending } = picker;
  if (!pending) return null;
  return (
    <Paper withBorder px="sm" py={6} radius="sm" role="status">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm">
          <IconBolt size={14} aria-hidden /> When you send: {pending.actionSummary}{' '}
          <Text span size="xs" c="dimmed">
            ({pending.name})
          </Text>
        </Text>
        <CloseButton size="sm" aria-label={`Do not apply ${pending.name}`} onClick={picker.clearPending} />
      </Group>
    </Paper>
  );
}
