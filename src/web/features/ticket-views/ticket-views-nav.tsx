import { ActionIcon, Badge, Button, Group, Menu, NativeSelect, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DeleteConfirmModal } from '../service-level-settings/delete-confirm-modal.tsx';
import type { TicketListFilters } from '../tickets/ticket-list-filters.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { activeViewOf, listFiltersOfView } from './ticket-view-filters.ts';
import { TicketViewModal } from './ticket-view-modal.tsx';
import classes from './ticket-views-nav.module.css';
import { type TicketView, ticketViewsQuery, useDeleteTicketView } from './ticket-views-queries.ts';

interface TicketViewsNavProps {
  filters: TicketListFilters;
  onApply(filters: TicketListFilters): void;
}

/**
 * The saved views beside the list (a select above it on phones), each with the number of tickets it shows; opening one
 * puts its filters in the address, and the view whose filters the list has is marked current.
 */
export function TicketViewsNav({ filters, onApply }: TicketViewsNavProps) {
  const { account } = useWorkspace();
  const views = useQuery(ticketViewsQuery(account.user.id));
  const [editing, setEditing] = useState<TicketView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TicketView | null>(null);
  const remove = useDeleteTicketView();
  const list = views.data?.views ?? [];
  const active = activeViewOf(list, filters);

  function closeDelete() {
    setDeleting(null);
    remove.reset();
  }

  const saveButton = (
    <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing('new')}>
      Save view
    </Button>
  );

  return (
    <>
      <nav aria-label="Views" className={classes.sidebar}>
        <Group justify="space-between" gap="xs" mb={6}>
          <Text component="h2" fw={600} size="sm" m={0} id="ticket-views-title">
            Views
          </Text>
          {saveButton}
        </Group>
        {views.isError && (
          <Text size="sm" c="red.8">
            {views.error.message}
          </Text>
        )}
        {views.isSuccess && list.length === 0 && (
          <Text size="sm" c="dimmed">
            Save the list's filters as a view to come back to them.
          </Text>
        )}
        <Stack component="ul" gap={2} className={classes.list}>
          {list.map((view) => (
            <li key={view.id} className={classes.item}>
              <UnstyledButton
                className={classes.view}
                aria-current={view.id === active?.id ? 'true' : undefined}
                onClick={() => onApply(listFiltersOfView(view))}
              >
                <Text component="span" size="sm" truncate="end" className={classes.name}>
                  {view.name}
                </Text>
                <Badge variant="light" color="gray" size="sm" className={classes.count} aria-label={`${view.count} tickets`}>
                  {view.count}
                </Badge>
              </UnstyledButton>
              {view.canEdit && <ViewMenu view={view} onRename={() => setEditing(view)} onDelete={() => setDeleting(view)} />}
            </li>
          ))}
        </Stack>
      </nav>

      <Group gap="xs" wrap="nowrap" align="flex-end" className={classes.phone}>
        <NativeSelect
          aria-label="View"
          style={{ flex: 1, minWidth: 0 }}
          value={active?.id ?? ''}
          data={[
            { value: '', label: active ? 'Choose a view' : 'No view chosen' },
            ...list.map((view) => ({ value: view.id, label: `${view.name} (${view.count})` })),
          ]}
          onChange={(event) => {
            const view = list.find((candidate) => candidate.id === event.currentTarget.value);
            if (view) onApply(listFiltersOfView(view));
          }}
        />
        {active?.canEdit && <ViewMenu view={active} onRename={() => setEditing(active)} onDelete={() => setDeleting(active)} />}
        {saveButton}
      </Group>

      <TicketViewModal
        view={editing === 'new' ? null : editing}
        isOpen={editing !== null}
        filters={filters}
        canManageShared={views.data?.canManageShared ?? false}
        onClose={() => setEditing(null)}
      />
      <DeleteConfirmModal
        title="Delete view"
        isOpen={deleting !== null}
        isPending={remove.isPending}
        problem={remove.error?.message ?? null}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: closeDelete })}
        onClose={closeDelete}
      >
        {`Delete ${deleting?.name ?? 'this view'}? ${deleting?.scope === 'shared' ? 'It goes from the whole team’s list.' : ''} No ticket changes.`}
      </DeleteConfirmModal>
    </>
  );
}

function ViewMenu({ view, onRename, onDelete }: { view: TicketView; onRename(): void; onDelete(): void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`More for the view ${view.name}`}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onRename}>Rename</Menu.Item>
        <Menu.Item color="red" onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
