import { Alert, Badge, NumberInput, Radio, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isRole, shortRoleLabels } from '../../../domain/roles.ts';
import {
  MAX_GRACE_DAYS,
  type TwoFactorRequirement,
  twoFactorRequirementLabels,
  twoFactorRequirements,
} from '../../../domain/two-factor-policy.ts';
import { problemOf } from '../../api/api-error.ts';
import { FormProblem } from '../../components/form-problem.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { ScrollRegion } from '../../components/scroll-region.tsx';
import { SaveRow, useSavedIndicator } from '../settings/saved-indicator.tsx';
import { SettingsSection } from '../settings/settings-section.tsx';
import { useDateFormats } from '../settings/use-date-formats.ts';
import { type TwoFactorPolicy, twoFactorPolicyQuery, useSaveTwoFactorPolicy } from './two-factor-policy-queries.ts';

/** Settings -> Two-Factor: whom the organization requires to sign in with an authenticator app, and who has not yet (decision 185). */
export function TwoFactorPolicyTab() {
  const policy = useQuery(twoFactorPolicyQuery());
  if (policy.isPending) return <PageLoader label="Loading settings..." />;
  if (policy.isError) return <LoadFailure title="Could not load the two-factor requirement" message={policy.error.message} />;
  return (
    <Stack gap="lg">
      <RequirementSection policy={policy.data} />
      {policy.data.requiredFor !== 'nobody' && <CoverageSection policy={policy.data} />}
    </Stack>
  );
}

interface RequirementValues {
  requiredFor: TwoFactorRequirement;
  graceDays: number | string;
}

function RequirementSection({ policy }: { policy: TwoFactorPolicy }) {
  const save = useSaveTwoFactorPolicy();
  const saved = useSavedIndicator();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<RequirementValues>({
    mode: 'controlled',
    initialValues: { requiredFor: policy.requiredFor, graceDays: policy.graceDays },
    validate: {
      graceDays: (value) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_GRACE_DAYS
          ? null
          : `Enter a whole number of days from 0 to ${MAX_GRACE_DAYS}`,
    },
  });

  function submit(values: RequirementValues) {
    setProblem(null);
    save.mutate(
      { requiredFor: values.requiredFor, graceDays: Number(values.graceDays) },
      {
        onSuccess: (next) => {
          form.resetDirty({ requiredFor: next.requiredFor, graceDays: next.graceDays });
          saved.flash();
        },
        onError: (error) => setProblem(problemOf(error, 'Could not save the two-factor requirement.')),
      },
    );
  }

  return (
    <SettingsSection
      id="two-factor-requirement"
      title="Require Two-Factor Sign-In"
      text="People you require it of set up an authenticator app after they sign in. Once their grace period is over, they cannot work until they have."
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
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
          <FormProblem problem={problem} />
          <SaveRow label="Save Requirement" isPending={save.isPending} isSaved={saved.isShown} isDisabled={!form.isDirty()} />
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
