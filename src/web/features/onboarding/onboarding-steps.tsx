import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './onboarding.module.css';

const stepNames = ['Business model', 'Your account', 'Your address'] as const;

/** Where the admin is in the three sign-up steps. */
export function OnboardingSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label="Sign-up progress" className={classes.steps}>
      <Text size="sm" fw={600} c="dimmed" className={classes.stepCount}>
        Step {current} of {stepNames.length}
      </Text>
      <ol className={classes.stepList}>
        {stepNames.map((name, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'next';
          return (
            <li key={name} className={classes.stepItem} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={classes.stepBar} />
              <span className={classes.stepName}>{name}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The top of a sign-up step's page: the progress, the step's heading and what it is for. */
export function StepHeader({ step, title, children }: { step: 1 | 2 | 3; title: ReactNode; children: ReactNode }) {
  return (
    <>
      <OnboardingSteps current={step} />
      <div className={classes.intro}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <Text className={classes.lead}>{children}</Text>
      </div>
    </>
  );
}

/** A sign-up step's form in its card, ending with the way back to the step before (carrying the state) and the submit button. */
export function StepForm(props: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  back: { to: string; state: unknown };
  submitButton: ReactNode;
  gap: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }} className={classes.formCard}>
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap={props.gap}>
          {props.children}
          <Group justify="space-between" mt="xs" className={classes.formActions}>
            <Anchor component={Link} to={props.back.to} state={props.back.state} size="sm" className={classes.backLink}>
              <IconArrowLeft size={16} aria-hidden="true" />
              Back
            </Anchor>
            {props.submitButton}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
