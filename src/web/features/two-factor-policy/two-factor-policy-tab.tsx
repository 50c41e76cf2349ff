import { Alert, Badge, NumberInput, Radio, Stack, Table, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { isRole, shortRoleLabels } from '../../../domain/roles.ts';
import {
  MAX_GRACE_DAYS,
  type TwoFactorRequirement,
  twoFactorRequirementLabels,
  twoFactorRequirements,
} from '../../../domain/two-factor-policy.ts';
import { FormProblem } from '../../components/form-problem.tsx';
import { ScrollRegion } from '../../components/scroll-region.tsx';
import { SaveRow } from '../settings/saved-indicator.tsx';
import { SettingsSection } from '../settings/settings-section.tsx';
import { useDateFormats } from '../settings/use-date-formats.ts';
import { type SettingsForm, useSettingsForm } from '../settings/use-settings-form.tsx';
import { type TwoFactorPolicy, twoFactorPolicyQuery, useSaveTwoFactorPolicy } from './two-factor-policy-queries.ts';

/** Settings -> Two-Factor: whom the organization requires to sign in with an authenticator app, and who has not yet (decision 185). */
export function TwoFactorPolicyTab() {
  const requirement = useSettingsForm({
    query: twoFactorPolicyQuery(),
    refreshGroup: null,
    valuesOf: (policy): RequirementValues => ({ requiredFor: policy.requiredFor, graceDays: policy.graceDays }),
    validate: {
      graceDays: (value) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_GRACE_DAYS
          ? null
          : `Enter a whole number of days from 0 to ${MAX_GRACE_DAYS}`,
    },
    save: useSaveTwoFactorPolicy(),
    inputOf: (values) => ({ requiredFor: values.requiredFor, graceDays: Number(values.graceDays) }),
    savedValuesOf: (policy) => ({ requiredFor: policy.requiredFor, graceDays: policy.graceDays }),
    loadFailureTitle: 'Could not load the two-factor requirement',
    saveFailure: 'Could not save the two-factor requirement.',
  });
  if (requirement.fallback || !requirement.data) return requirement.fallback;
  return (
    <Stack gap="lg">
      <RequirementSection requirement={requirement} />
      {requirement.data.requiredFor !== 'nobody' && <CoverageSection policy={requirement.data} />}
    </Stack>
  );
}

type RequirementValues = {
  requiredFor: TwoFactorRequirement;
  graceDays: number | string;
};

function RequirementSection({ requirement }: { requirement: SettingsForm<TwoFactorPolicy, RequirementValues> }) {
  const { form } = requirement;
  return (
    <SettingsSection
      id="two-factor-requirement"
      title="Require Two-Factor Sign-In"
      text="People you require it of set up an authenticator app after they sign in. Once their grace period is over, they cannot work until they have."
    >
      <form onSubmit={requirement.onSubmit} noValidate>
        <Stack gap="md">
          <Radio.Group label="Required of" {...form.getInputProps('requiredFor')}>
            <Stack gap="xs" mt="xs">
              {twoFactorRequirements.map((value) => (
                <Radio key={value} value={value} label={twoFactorRequirementLabels[value]} />
              ))}
            </Stack>
          </Radio.Group>
          <NumberInput
            label="Grace period (days)"
            description="How long someone may skip the setup, from when you require it or from when they join, whichever is later. 0: at their next sign-in."
            min={0}
            max={MAX_GRACE_DAYS}
            allowDecimal={false}
            maw={480}
            styles={{ input: { maxWidth: 160 } }}
            {...form.getInputProps('graceDays')}
          />
          <Text size="sm" c="dimmed">
            Nobody can turn off their authenticator app while you require it of them. The platform's super admins always sign in with two
            factors.
          </Text>
          <FormProblem problem={requirement.saveProblem} />
          <SaveRow
            label="Save Requirement"
            isPending={requirement.isSaving}
            isSaved={requirement.isSaved}
            isDisabled={!requirement.isDirty}
          />
        </Stack>
      </form>
    </SettingsSection>
  );
}

function CoverageSection({ policy }: { policy: TwoFactorPolicy }) {
  const formats = useDateFormats();
  const waiting = policy.covered - policy.protected;
  return (
    <SettingsSection
      id="two-factor-coverage"
      title="Who Has Set It Up"
      text={`${policy.protected} of ${policy.covered} ${policy.covered === 1 ? 'person' : 'people'} required to use an authenticator app ${policy.protected === 1 ? 'has' : 'have'} one.`}
    >
      {waiting === 0 ? (
        <Alert color="teal" icon={<IconShieldCheck size={18} />}>
          Everyone it covers has set up two-factor sign-in.
        </Alert>
      ) : (
        <>
          <ScrollRegion label="People without an authenticator app" minWidth={560}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Required from</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {policy.unprotected.map((person) => (
                  <Table.Tr key={person.id}>
                    <Table.Td>{person.name || person.email}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{person.email}</Table.Td>
                    <Table.Td>{isRole(person.role) ? shortRoleLabels[person.role] : person.role}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {person.dueAt && Date.parse(person.dueAt) <= Date.now() ? (
                        <Badge color="red" variant="light">
                          Now
                        </Badge>
                      ) : person.dueAt ? (
                        formats.dateTime(person.dueAt)
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          {waiting > policy.unprotected.length && (
            <Text size="sm" c="dimmed">
              And {waiting - policy.unprotected.length} more.
            </Text>
          )}
        </>
      )}
    </SettingsSection>
  );
}
