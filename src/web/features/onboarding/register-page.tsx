import { Button, Container, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowRight } from '@tabler/icons-react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { accountMessages, registerFormSchema } from '../../../domain/account-validation.ts';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { FormProblem } from '../../components/form-problem.tsx';
import { ChosenModelSummary } from './chosen-model-summary.tsx';
import classes from './onboarding.module.css';
import { StepForm, StepHeader } from './onboarding-steps.tsx';
import { readSignUpFlow, type SignUpFlow } from './sign-up-flow.ts';

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

/**
 * The form's errors from the shared schema. A missing required field is marked without a message of its own:
 * the specification's one message for them all shows above the button.
 */
export function registerFormErrors(values: RegisterValues): Record<string, true | string> {
  const parsed = registerFormSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, true | string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    errors[field] = issue.message === accountMessages.fillRequired ? true : issue.message;
  }
  return errors;
}

/** Step 2 of the organization sign-up: the admin's account. */
export function RegisterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { business, account } = readSignUpFlow(location.state);

  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: {
      firstName: account?.firstName ?? '',
      lastName: account?.lastName ?? '',
      email: account?.email ?? '',
      companyName: account?.companyName ?? '',
      phone: account?.phone ?? '',
      password: account?.password ?? '',
      confirmPassword: account?.password ?? '',
    },
    validate: registerFormErrors,
  });

  if (!business) return <Navigate to="/business-model" replace />;

  function submit(values: RegisterValues) {
    if (!business) return;
    const firstName = values.firstName.trim();
    const lastName = values.lastName.trim();
    const flow: SignUpFlow = {
      business,
      account: {
        firstName,
        lastName,
        fullName: `${firstName} ${lastName}`,
        email: values.email.trim().toLowerCase(),
        companyName: values.companyName.trim(),
        phone: values.phone.trim(),
        password: values.password,
      },
    };
    navigate('/domain-setup', { state: flow });
  }

  const isMissingRequired = Object.values(form.errors).some((error) => error === true);

  return (
    <Container size={620} className={classes.page}>
      <title>{`Create your account · ${PRODUCT_NAME}`}</title>
      <StepHeader step={2} title="Create your account">
        You will be the administrator of your organization.
      </StepHeader>
      <ChosenModelSummary business={business} onChange={() => navigate('/business-model', { state: location.state })} />
      <StepForm
        onSubmit={form.onSubmit(submit)}
        back={{ to: '/business-model', state: location.state }}
        gap="md"
        submitButton={
          <Button type="submit" size="md" rightSection={<IconArrowRight size={18} />}>
            Continue
          </Button>
        }
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Work e-mail" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <TextInput label="Company name" autoComplete="organization" required {...form.getInputProps('companyName')} />
        <TextInput label="Phone" description="Optional" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <PasswordInput
          label="Password"
          description="At least 8 characters"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput label="Confirm password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
        <FormProblem problem={isMissingRequired ? accountMessages.fillRequired : null} />
      </StepForm>
    </Container>
  );
}
