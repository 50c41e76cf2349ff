import { Alert, Badge, Button, Card, Checkbox, Group, List, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type AddOnId, addOns, type BusinessModel, type PlanId, plans } from '../../../domain/plans.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { businessModelDetails } from '../onboarding/business-model-details.tsx';
import { SaveRow, useSavedIndicator } from '../settings/saved-indicator.tsx';
import { SettingsSection } from '../settings/settings-section.tsx';
import { useDateFormats } from '../settings/use-date-formats.ts';
import { type Billing, billingQuery, useChangeBilling } from './billing-queries.ts';

/** Settings → Plan & Billing: the organization's plan, trial, business model and add-ons; nothing is charged yet. */
export function PlanBillingTab() {
  const billing = useQuery(billingQuery());
  if (billing.isPending) return <PageLoader label="Loading plan and billing..." />;
  if (billing.isError) return <LoadFailure title="Could not load the plan and billing" message={billing.error.message} />;
  return (
    <Stack gap="lg">
      <PlanSection billing={billing.data} />
      <BusinessModelSection key={billing.data.businessModel} saved={billing.data.businessModel} />
      <AddOnsSection key={billing.data.addOns.join()} saved={billing.data.addOns} />
    </Stack>
  );
}

function SubscriptionLine({ billing }: { billing: Billing }) {
  const formats = useDateFormats();
  if (!billing.trialEndDate) return <Text fw={500}>Paid subscription</Text>;
  const days = billing.trialDaysLeft ?? 0;
  const left = days === 0 ? 'it has ended' : days === 1 ? '1 day left' : `${days} days left`;
  return (
    <Text fw={500}>
      Free trial: ends {formats.dateTime(billing.trialEndDate)} ({left})
    </Text>
  );
}

function PlanSection({ billing }: { billing: Billing }) {
  const change = useChangeBilling();
  const current = plans.find((plan) => plan.id === billing.plan);
  const choose = (plan: PlanId) => change.mutate({ plan });
  return (
    <SettingsSection
      id="plan-title"
      title="Plan"
      text={current ? `Your organization is on the ${current.name} plan.` : 'Your organization has not chosen a plan yet.'}
    >
      <SubscriptionLine billing={billing} />
      <Text size="sm">
        {billing.team.limit === null
          ? `Team: ${billing.team.size} ${billing.team.size === 1 ? 'member' : 'members'}, counting open invitations.`
          : `Team: ${billing.team.size} of the ${billing.team.limit} members the ${current?.name ?? ''} plan includes, counting open invitations.`}
      </Text>
      <Alert color="blue" icon={<IconInfoCircle size={18} />} title="No payment provider is connected yet">
        Choosing a plan records it, and its team size and Elite's white-label take effect at once. Nothing is charged and no card is asked
        for.
      </Alert>
      {change.isError && (
        <Alert color="red" role="alert">
          {change.error.message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {plans.map((plan) => {
          const isCurrent = plan.id === billing.plan;
          return (
            <Card key={plan.id} withBorder padding="md" component="section" aria-labelledby={`plan-${plan.id}`}>
              <Stack gap="sm" h="100%">
                <Group justify="space-between" gap="xs">
                  <Title order={3} fz="md" id={`plan-${plan.id}`}>
                    {plan.name}
                  </Title>
                  {isCurrent && <Badge variant="light">Current plan</Badge>}
                </Group>
                <Text size="sm">${plan.pricePerYear} per year</Text>
                <List size="sm" spacing={4} icon={<IconCheck size={14} aria-hidden />} style={{ flex: 1 }}>
                  {plan.features.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
                <Button
                  variant={isCurrent ? 'light' : 'filled'}
                  disabled={isCurrent}
                  loading={change.isPending && change.variables?.plan === plan.id}
                  onClick={() => choose(plan.id)}
                >
                  {isCurrent ? `On ${plan.name}` : `Choose ${plan.name}`}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      {billing.isWhiteLabel ? (
        <Text size="sm" c="dimmed">
          White-label is on: your portal, pages and customer e-mails carry your organization's name and logo instead of Tandem's.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          On the Elite plan your portal, pages and customer e-mails carry your organization's name and logo instead of Tandem's.
        </Text>
      )}
    </SettingsSection>
  );
}

function BusinessModelSection({ saved }: { saved: BusinessModel }) {
  const [model, setModel] = useState<BusinessModel>(saved);
  const change = useChangeBilling();
  const savedIndicator = useSavedIndicator();
  return (
    <SettingsSection
      id="business-model-title"
      title="Business model"
      text="It decides the features your organization starts with, as at sign-up: changing it turns on the new model's features and off the old one's."
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ businessModel: model }, { onSuccess: savedIndicator.flash });
        }}
      >
        <Stack gap="md">
          <Radio.Group value={model} onChange={(value) => setModel(value as BusinessModel)} aria-labelledby="business-model-title">
            <Stack gap="sm">
              {businessModelDetails.map((details) => (
                <Radio key={details.id} value={details.id} label={details.title} description={details.features.join(' · ')} />
              ))}
            </Stack>
          </Radio.Group>
          {change.isError && (
            <Alert color="red" role="alert">
              {change.error.message}
            </Alert>
          )}
          <SaveRow label="Save business model" isPending={change.isPending} isSaved={savedIndicator.isShown} isDisabled={model === saved} />
        </Stack>
      </form>
    </SettingsSection>
  );
}

function AddOnsSection({ saved }: { saved: AddOnId[] }) {
  const [chosen, setChosen] = useState<string[]>(saved);
  const change = useChangeBilling();
  const savedIndicator = useSavedIndicator();
  const isChanged = chosen.length !== saved.length || chosen.some((id) => !saved.includes(id as AddOnId));
  return (
    <SettingsSection
      id="add-ons-title"
      title="Add-ons"
      text="Extras on top of your plan. Like plans, they are recorded and not charged yet."
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ addOns: chosen as AddOnId[] }, { onSuccess: savedIndicator.flash });
        }}
      >
        <Stack gap="md">
          <Checkbox.Group value={chosen} onChange={setChosen} aria-labelledby="add-ons-title">
            <Stack gap="sm">
              {addOns.map((addOn) => (
                <Checkbox
                  key={addOn.id}
                  value={addOn.id}
                  label={addOn.name}
                  description={`$${addOn.pricePerMonth} per month${addOn.freeTrialDays ? ` · ${addOn.freeTrialDays}-day free trial` : ''}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {change.isError && (
            <Alert color="red" role="alert">
              {change.error.message}
            </Alert>
          )}
          <SaveRow label="Save add-ons" isPending={change.isPending} isSaved={savedIndicator.isShown} isDisabled={!isChanged} />
        </Stack>
      </form>
    </SettingsSection>
  );
}
