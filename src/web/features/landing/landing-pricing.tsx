import { Badge, Button, Container, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { addOns, plans, TRIAL_DAYS } from '../../../domain/plans.ts';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { addOnDescriptions } from '../onboarding/add-on-details.ts';
import classes from './landing.module.css';
import { SectionHeading } from './landing-sections.tsx';

export function PricingSection() {
  return (
    <section className={`${classes.section} ${classes.sectionTinted}`} aria-labelledby="pricing-title">
      <Container size="lg">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple yearly plans">
          Every organization starts with a {TRIAL_DAYS}-day free trial. Choose a plan when you are ready, under Settings → Plan &amp;
          Billing.
        </SectionHeading>
        <div className={classes.plans}>
          {plans.map((plan) => (
            <article key={plan.id} className={classes.plan} data-popular={plan.isPopular || undefined} aria-labelledby={`plan-${plan.id}`}>
              <div className={classes.planHeader}>
                <Title order={3} id={`plan-${plan.id}`} className={classes.planName}>
                  {plan.name}
                </Title>
                {plan.isPopular && (
                  <Badge variant="filled" radius="sm" size="sm">
                    Popular
                  </Badge>
                )}
              </div>
              <p className={classes.planPrice}>
                <span className={classes.planAmount}>${plan.pricePerYear}</span>
                <span className={classes.planPeriod}>/year</span>
              </p>
              <List
                spacing={10}
                size="sm"
                className={classes.planFeatures}
                icon={
                  <ThemeIcon size={20} radius="xl" variant="light" color="teal">
                    <IconCheck size={13} stroke={2.5} />
                  </ThemeIcon>
                }
              >
                {plan.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
              <Button
                component={TenantLink}
                to="/business-model"
                fullWidth
                size="md"
                variant={plan.isPopular ? 'filled' : 'default'}
                aria-label={`Start free trial of ${plan.name}`}
              >
                Start free trial
              </Button>
            </article>
          ))}
        </div>

        <div className={classes.addOns}>
          <Title order={3} className={classes.addOnsTitle}>
            Add-ons
          </Title>
          <Text size="sm" c="dimmed" mb="lg">
            Add what your team needs, on any plan, billed monthly.
          </Text>
          <ul className={classes.addOnList}>
            {addOns.map((addOn) => (
              <li key={addOn.id} className={classes.addOn}>
                <div>
                  <Text fw={600}>{addOn.name}</Text>
                  <Text size="sm" c="dimmed" lh={1.5} mt={2}>
                    {addOnDescriptions[addOn.id]}
                  </Text>
                  {addOn.freeTrialDays && (
                    <Badge
                      variant="light"
                      color="teal"
                      size="sm"
                      radius="sm"
                      className={classes.trialBadge}
                      classNames={{ label: classes.trialBadgeLabel }}
                    >
                      {addOn.freeTrialDays}-day free trial
                    </Badge>
                  )}
                </div>
                <Text className={classes.addOnPrice}>
                  ${addOn.pricePerMonth}
                  <span className={classes.planPeriod}>/month</span>
                </Text>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
