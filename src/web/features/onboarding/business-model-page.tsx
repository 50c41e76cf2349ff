import { Badge, Button, Checkbox, Container, List, Radio, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { recommendedAddOns } from '../../../domain/organization-signup.ts';
import { type AddOnId, addOns, type BusinessModel } from '../../../domain/plans.ts';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { addOnDescriptions } from './add-on-details.ts';
import { businessModelDetails } from './business-model-details.tsx';
import classes from './onboarding.module.css';
import { StepHeader } from './onboarding-steps.tsx';
import { readSignUpFlow, type SignUpFlow } from './sign-up-flow.ts';

/** Step 1 of the organization sign-up: the business model, then optional add-ons to try. */
export function BusinessModelPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const carried = readSignUpFlow(location.state);
  const [businessType, setBusinessType] = useState<BusinessModel | null>(carried.business?.businessType ?? null);
  const [chosenAddOns, setChosenAddOns] = useState<AddOnId[]>(carried.business?.addOns ?? []);

  function choose(model: BusinessModel) {
    if (model !== businessType) setChosenAddOns([]);
    setBusinessType(model);
  }

  function proceed() {
    if (!businessType) return;
    const flow: SignUpFlow = { business: { businessType, addOns: chosenAddOns }, ...(carried.account ? { account: carried.account } : {}) };
    navigate('/register', { state: flow });
  }

  const recommended = businessType ? addOns.filter((addOn) => recommendedAddOns[businessType].includes(addOn.id)) : [];

  return (
    <Container size="md" className={classes.page}>
      <title>{`Choose your business model · ${PRODUCT_NAME}`}</title>
      <StepHeader step={1} title={`How will your team use ${PRODUCT_NAME}?`}>
        Choose the model closest to how you work. It sets up the features your organization starts with.
      </StepHeader>

      <Radio.Group
        value={businessType}
        onChange={(value) => choose(value as BusinessModel)}
        label="Business model"
        className={classes.choiceGroup}
      >
        <div className={classes.modelGrid}>
          {businessModelDetails.map((model) => (
            // The whole card selects; the radio inside it is what the keyboard and screen readers use.
            // biome-ignore lint/a11y/noStaticElementInteractions: the radio button inside is the accessible control
            // biome-ignore lint/a11y/useKeyWithClickEvents: the radio button inside handles the keyboard
            <div
              key={model.id}
              className={classes.modelCard}
              data-checked={businessType === model.id || undefined}
              onClick={() => choose(model.id)}
            >
              <div className={classes.modelHeader}>
                <ThemeIcon size={48} radius="md" variant={businessType === model.id ? 'filled' : 'light'}>
                  {model.icon}
                </ThemeIcon>
                <Radio value={model.id} label={<span className={classes.modelTitle}>{model.title}</span>} description={model.summary} />
              </div>
              <List
                spacing={8}
                size="sm"
                icon={
                  <ThemeIcon size={18} radius="xl" variant="light" color="teal">
                    <IconCheck size={12} stroke={2.5} />
                  </ThemeIcon>
                }
              >
                {model.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
              <dl className={classes.modelFacts}>
                <dt>Use case</dt>
                <dd>{model.useCase}</dd>
                <dt>Examples</dt>
                <dd>{model.examples}</dd>
              </dl>
            </div>
          ))}
        </div>
      </Radio.Group>

      {businessType && (
        <section className={classes.addOnSection} aria-labelledby="add-ons-title">
          <Title order={2} id="add-ons-title" className={classes.subtitle}>
            Recommended add-ons
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Optional: choose any you would like to try during your trial.
          </Text>
          <Checkbox.Group value={chosenAddOns} onChange={(value) => setChosenAddOns(value as AddOnId[])} aria-labelledby="add-ons-title">
            <div className={classes.addOnGrid}>
              {recommended.map((addOn) => (
                <div key={addOn.id} className={classes.addOnCard} data-checked={chosenAddOns.includes(addOn.id) || undefined}>
                  <Checkbox
                    value={addOn.id}
                    label={
                      <span className={classes.addOnLabel}>
                        <span>{addOn.name}</span>
                        <span className={classes.addOnPrice}>${addOn.pricePerMonth}/month</span>
                      </span>
                    }
                    description={
                      <>
                        {addOnDescriptions[addOn.id]}
                        {addOn.freeTrialDays && (
                          <Badge
                            component="span"
                            variant="light"
                            color="teal"
                            classNames={{ label: classes.trialBadgeLabel }}
                            size="sm"
                            radius="sm"
                            className={classes.trialBadge}
                          >
                            {addOn.freeTrialDays}-day free trial
                          </Badge>
                        )}
                      </>
                    }
                  />
                </div>
              ))}
            </div>
          </Checkbox.Group>
        </section>
      )}

      <div className={classes.actions}>
        <Text size="sm" c="dimmed" className={classes.note}>
          <IconInfoCircle size={16} stroke={1.75} aria-hidden="true" />
          You can change your business model and add-ons after signup, under Settings → Plan &amp; Billing.
        </Text>
        <Button size="md" disabled={!businessType} onClick={proceed} rightSection={<IconArrowRight size={18} />}>
          Continue to Registration
        </Button>
      </div>
    </Container>
  );
}
