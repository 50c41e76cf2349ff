import { Badge, Grid, Group, Paper, SegmentedControl, Select, Stack, Text, Textarea, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { type SavedReplyScope, savedReplyLimits, savedReplyPlaceholders } from '../../../domain/saved-replies.ts';
import { priorities, priorityLabels, ticketStatuses, ticketStatusLabels } from '../../../domain/ticket-status.ts';
import { EditorActions, EditorFieldset, EditorModal } from '../service-level-settings/editor-frame.tsx';
import { assigneesQuery } from '../tickets/staff-picker-queries.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { previewSavedReply, type SavedReply, useSaveSavedReply } from './saved-replies-queries.ts';

const PREVIEW_DEBOUNCE_MS = 300;
/** The selects' value for "leave it as it is". */
const KEEP = '';

interface SavedReplyEditorProps {
  /** The reply being edited; null for a new one. */
  reply: SavedReply | null;
  isOpen: boolean;
  canManageShared: boolean;
  onClose(): void;
}

/** Adds or edits a saved reply, with its text filled in for a sample ticket as it is typed. */
export function SavedReplyEditor({ reply, isOpen, canManageShared, onClose }: SavedReplyEditorProps) {
  return (
    <EditorModal title={reply ? `Edit ${reply.name}` : 'New saved reply'} isOpen={isOpen} onClose={onClose}>
      <SavedReplyForm reply={reply} canManageShared={canManageShared} onDone={onClose} />
    </EditorModal>
  );
}

function SavedReplyForm({ reply, canManageShared, onDone }: { reply: SavedReply | null; canManageShared: boolean; onDone(): void }) {
  const { account } = useWorkspace();
  const staff = useQuery(assigneesQuery(account.user.id));
  const save = useSaveSavedReply();
  const [name, setName] = useState(reply?.name ?? '');
  const [body, setBody] = useState(reply?.body ?? '');
  const [scope, setScope] = useState<SavedReplyScope>(reply?.scope ?? (canManageShared ? 'shared' : 'personal'));
  const [status, setStatus] = useState(reply?.actions.status ?? KEEP);
  const [priority, setPriority] = useState(reply?.actions.priority ?? KEEP);
  const [assigneeId, setAssigneeId] = useState(reply?.actions.assigneeId ?? KEEP);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  const [previewBody] = useDebouncedValue(body, PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({
    queryKey: ['saved-replies', 'preview', previewBody],
    queryFn: ({ signal }) => previewSavedReply(previewBody, signal),
    enabled: previewBody.trim() !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  /** A placeholder goes where the cursor is. */
  function insertPlaceholder(placeholder: string) {
    const field = bodyRef.current;
    const at = field?.selectionStart ?? body.length;
    const end = field?.selectionEnd ?? at;
    const text = `{{ ${placeholder} }}`;
    setBody(body.slice(0, at) + text + body.slice(end));
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(at + text.length, at + text.length);
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const actions = { status: status || null, priority: priority || null, assigneeId: assigneeId || null } as SavedReply['actions'];
    save.mutate({ id: reply?.id ?? null, reply: { name, body, scope, actions } }, { onSuccess: onDone });
  }

  const staffOptions = [
    { value: KEEP, label: 'Keep the assignee' },
    ...(staff.data ?? []).map((member) => ({ value: member.id, label: member.name || member.email })),
  ];
  if (assigneeId && staff.data && !staffOptions.some((option) => option.value === assigneeId)) {
    staffOptions.push({ value: assigneeId, label: 'A staff member no longer on the team' });
  }
  const previewText = preview.isError ? null : (preview.data ?? '');

  return (
    <Stack component="form" gap="md" onSubmit={submit}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <TextInput
              label="Name"
              required
              maxLength={savedReplyLimits.name}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                Who can use it
              </Text>
              <SegmentedControl
                value={scope}
                onChange={(value) => setScope(value as SavedReplyScope)}
                data={[
                  { value: 'shared', label: 'The whole team', disabled: !canManageShared },
                  { value: 'personal', label: 'Only me' },
                ]}
              />
            </div>
            <Textarea
              ref={bodyRef}
              label="Reply"
              required
              autosize
              minRows={6}
              maxRows={14}
              maxLength={savedReplyLimits.body}
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
              description="Placeholders are filled in for the ticket when the reply is inserted."
            />
            <Group gap={6} aria-label="Insert a placeholder">
              {savedReplyPlaceholders.map((placeholder) => (
                <UnstyledButton key={placeholder.name} onClick={() => insertPlaceholder(placeholder.name)} title={placeholder.description}>
                  <Badge variant="light" color="gray" tt="none" style={{ cursor: 'pointer' }}>{`{{ ${placeholder.name} }}`}</Badge>
                </UnstyledButton>
              ))}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xs">
            <Text size="sm" fw={500} id="saved-reply-preview-title">
              Preview
            </Text>
            <Paper
              withBorder
              p="sm"
              radius="sm"
              mih={120}
              bg="var(--mantine-color-default-hover)"
              aria-labelledby="saved-reply-preview-title"
            >
              {preview.isError ? (
                <Text size="sm" c="red.8" role="alert">
                  {preview.error.message}
                </Text>
              ) : (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="saved-reply-preview">
                  {previewText || (
                    <Text span c="dimmed" size="sm">
                      The reply as a customer would read it.
                    </Text>
                  )}
                </Text>
              )}
            </Paper>
            <Text size="xs" c="dimmed">
              Shown for a sample customer, Jane Doe, and ticket TKT-1042.
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
      <EditorFieldset legend="Macro: when the reply is sent, also">
        <Group gap="sm" grow align="flex-start">
          <Select
            label="Set status"
            data={[
              { value: KEEP, label: 'Keep the status' },
              ...ticketStatuses.map((value) => ({ value, label: ticketStatusLabels[value] })),
            ]}
            value={status}
            allowDeselect={false}
            onChange={(value) => setStatus((value ?? KEEP) as typeof status)}
          />
          <Select
            label="Set priority"
            data={[{ value: KEEP, label: 'Keep the priority' }, ...priorities.map((value) => ({ value, label: priorityLabels[value] }))]}
            value={priority}
            allowDeselect={false}
            onChange={(value) => setPriority((value ?? KEEP) as typeof priority)}
          />
          <Select
            label="Assign to"
            data={staffOptions}
            value={assigneeId}
            allowDeselect={false}
            searchable
            error={staff.error?.message}
            onChange={(value) => setAssigneeId(value ?? KEEP)}
          />
        </Group>
      </EditorFieldset>
      <EditorActions
        problem={save.error?.message ?? null}
        isPending={save.isPending}
        submitLabel={reply ? 'Save reply' : 'Add reply'}
        onCancel={onDone}
      />
    </Stack>
  );
}
