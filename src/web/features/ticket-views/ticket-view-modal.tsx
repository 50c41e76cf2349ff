import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { ticketViewLimits } from '../../../domain/ticket-views.ts';
import { FormProblem } from '../../components/form-problem.tsx';
import type { TicketListFilters } from '../tickets/ticket-list-filters.ts';
import { viewFiltersOf } from './ticket-view-filters.ts';
import { type TicketView, useSaveTicketView } from './ticket-views-queries.ts';

interface TicketViewModalProps {
  /** The view being renamed; null saves the list's current filters as a new one. */
  view: TicketView | null;
  isOpen: boolean;
  filters: TicketListFilters;
  canManageShared: boolean;
  onClose(): void;
}

/** Names a new view of the list's filters (shared with the team or personal, for those who manage shared views), or renames one. */
export function TicketViewModal({ view, isOpen, filters, canManageShared, onClose }: TicketViewModalProps) {
  const save = useSaveTicketView();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TicketView['scope']>('personal');

  useEffect(() => {
    if (!isOpen) return;
    setName(view?.name ?? '');
    setScope(view?.scope ?? 'personal');
    save.reset();
  }, [isOpen, view, save.reset]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = view
      ? { name, scope: view.scope, filters: view.filters }
      : { name, scope: canManageShared ? scope : ('personal' as const), filters: viewFiltersOf(filters) };
    save.mutate(
      { id: view?.id ?? null, view: body },
      {
        onSuccess: (saved) => {
          notifications.show({ message: view ? `View renamed to ${saved.name}` : `View ${saved.name} saved` });
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={view ? 'Rename view' : 'Save view'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {!view && <Text size="sm">The list's current filters, search and order are saved under this name.</Text>}
          <TextInput
            label="Name"
            required
            maxLength={ticketViewLimits.name}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          {!view && canManageShared && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="ticket-view-scope">
                Who sees it
              </Text>
              <SegmentedControl
                aria-labelledby="ticket-view-scope"
                value={scope}
                onChange={(value) => setScope(value as TicketView['scope'])}
                data={[
                  { value: 'personal', label: 'Only me' },
                  { value: 'shared', label: 'The whole team' },
                ]}
              />
            </Stack>
          )}
          <FormProblem problem={save.error?.message ?? null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={name.trim() === ''}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
