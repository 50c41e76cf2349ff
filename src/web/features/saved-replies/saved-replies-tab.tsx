import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBolt, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionsColumnHeader } from '../../components/actions-column-header.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { DeleteConfirmModal } from '../service-level-settings/delete-confirm-modal.tsx';
import { EditDeleteButtons } from '../service-level-settings/editor-frame.tsx';
import { SettingsSection } from '../settings/settings-section.tsx';
import { type SavedReply, savedRepliesQuery, useDeleteSavedReply } from './saved-replies-queries.ts';
import { SavedReplyEditor } from './saved-reply-editor.tsx';

/**
 * Settings → Saved replies: the team's shared replies and the staff member's own, each a text with placeholders
 * inserted from the reply box with "/"; a macro also sets the ticket's status, priority or assignee.
 */
export function SavedRepliesTab() {
  const replies = useQuery(savedRepliesQuery());
  const [editing, setEditing] = useState<SavedReply | null>(null);
  const [isEditorOpen, editor] = useDisclosure(false);
  const [deleting, setDeleting] = useState<SavedReply | null>(null);
  const remove = useDeleteSavedReply();

  if (replies.isPending) return <PageLoader label="Loading saved replies…" />;
  if (replies.isError) return <LoadFailure title="Could not load the saved replies" message={replies.error.message} />;
  const { savedReplies, canManageShared } = replies.data;

  function edit(reply: SavedReply | null) {
    setEditing(reply);
    editor.open();
  }

  function closeDelete() {
    remove.reset();
    setDeleting(null);
  }

  const shared = savedReplies.filter((reply) => reply.scope === 'shared');
  const personal = savedReplies.filter((reply) => reply.scope === 'personal');
  const list = (items: SavedReply[], id: string, empty: string) =>
    items.length === 0 ? (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    ) : (
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" aria-labelledby={id}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Reply</Table.Th>
              <ActionsColumnHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((reply) => (
              <Table.Tr key={reply.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {reply.name}
                  </Text>
                  {reply.actionSummary && (
                    <Badge size="xs" variant="light" mt={4} tt="none" leftSection={<IconBolt size={10} aria-hidden />}>
                      {reply.actionSummary}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" lineClamp={2} style={{ whiteSpace: 'pre-wrap' }}>
                    {reply.body}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {reply.canEdit && (
                      <EditDeleteButtons name={reply.name} onEdit={() => edit(reply)} onDelete={() => setDeleting(reply)} />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="lg">
      <SettingsSection
        id="saved-replies-shared-title"
        title="Team replies"
        text={
          canManageShared
            ? 'Replies the whole team inserts by typing / in a ticket’s reply box. Placeholders such as {{ customer.first_name }} are filled in for the ticket.'
            : 'Replies the whole team inserts by typing / in a ticket’s reply box. An org admin manages them.'
        }
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => edit(null)} style={{ flexShrink: 0 }}>
            New saved reply
          </Button>
        }
      >
        {list(shared, 'saved-replies-shared-title', 'No team replies yet.')}
      </SettingsSection>
      <SettingsSection id="saved-replies-personal-title" title="My replies" text="Replies only you see and insert.">
        {list(personal, 'saved-replies-personal-title', 'No replies of your own yet.')}
      </SettingsSection>
      <SavedReplyEditor reply={editing} isOpen={isEditorOpen} canManageShared={canManageShared} onClose={editor.close} />
      <DeleteConfirmModal
        title="Delete saved reply"
        isOpen={deleting !== null}
        isPending={remove.isPending}
        problem={remove.error?.message ?? null}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: closeDelete })}
        onClose={closeDelete}
      >
        {`Delete ${deleting?.name ?? 'this reply'}? ${deleting?.scope === 'shared' ? 'Nobody on the team will be able to insert it any more.' : ''}`}
      </DeleteConfirmModal>
    </Stack>
  );
}
