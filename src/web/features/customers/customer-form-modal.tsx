import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useState } from 'react';
import { customerLimits, customerMessages, hasRequiredCustomerFields } from '../../../domain/customer-rules.ts';
import { ApiError } from '../../api/api-error.ts';
import { FormProblem } from '../../components/form-problem.tsx';
import { type Customer, useCreateCustomer, useUpdateCustomer } from './customers-queries.ts';

interface CustomerFormModalProps {
  /** The customer being edited; null to add a new one. */
  customer: Customer | null;
  isOpen: boolean;
  onClose(): void;
}

const emptyFields = { organizationName: '', contactName: '', email: '', phone: '' };

/** Add New Customer and Edit Customer: organization name, contact name and e-mail required, phone optional. */
export function CustomerFormModal({ customer, isOpen, onClose }: CustomerFormModalProps) {
  const [fields, setFields] = useState(emptyFields);
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const saving = customer ? update : create;

  useEffect(() => {
    if (!isOpen) return;
    setFields(
      customer
        ? {
            organizationName: customer.organizationName,
            contactName: customer.contactName,
            email: customer.email,
            phone: customer.phone ?? '',
          }
        : emptyFields,
    );
    create.reset();
    update.reset();
  }, [isOpen, customer, create.reset, update.reset]);

  const isComplete = hasRequiredCustomerFields(fields);
  const problem = saving.error ? errorText(saving.error, Boolean(customer)) : null;
  const fieldError = (field: keyof typeof emptyFields) =>
    saving.error instanceof ApiError && saving.error.field === field ? saving.error.message : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving.isPending) return;
    if (!isComplete) {
      notifications.show({ color: 'red', message: customerMessages.requiredFields });
      return;
    }
    const body = { ...fields, phone: fields.phone.trim() || null };
    const done = {
      onSuccess: () => {
        notifications.show({ color: 'green', message: customer ? 'Customer updated successfully!' : 'Customer added successfully!' });
        onClose();
      },
    };
    if (customer) update.mutate({ id: customer.id, body }, done);
    else create.mutate(body, done);
  }

  const change = (field: keyof typeof emptyFields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    // Read now: the event's target is gone by the time a state updater runs.
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [field]: value }));
  };

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={customer ? 'Edit Customer' : 'Add New Customer'}
      centered
      styles={{ title: { fontWeight: 600 } }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Organization Name"
            required
            maxLength={customerLimits.organizationName}
            value={fields.organizationName}
            onChange={change('organizationName')}
            error={fieldError('organizationName')}
            data-autofocus
          />
          <TextInput
            label="Contact Name"
            required
            maxLength={customerLimits.contactName}
            value={fields.contactName}
            onChange={change('contactName')}
            error={fieldError('contactName')}
          />
          <TextInput
            label="Email"
            type="email"
            required
            maxLength={customerLimits.email}
            value={fields.email}
            onChange={change('email')}
            error={fieldError('email')}
          />
          <TextInput label="Phone" type="tel" maxLength={customerLimits.phone} value={fields.phone} onChange={change('phone')} />
          <FormProblem problem={problem} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!isComplete} loading={saving.isPending}>
              {customer ? 'Save Changes' : 'Add Customer'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The specification's alert texts: the server's reason after 'Error creating customer:' or 'Error updating customer:'. */
function errorText(error: Error, isEditing: boolean): string {
  if (!(error instanceof ApiError)) return 'An unexpected error occurred. Please try again.';
  if (error.code === 'customer_not_found') return error.message;
  return `${isEditing ? 'Error updating customer' : 'Error creating customer'}: ${error.message}`;
}
