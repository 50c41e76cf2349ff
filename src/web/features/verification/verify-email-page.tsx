import { Button, Loader, Text } from '@mantine/core';
import { IconHome, IconMoodSad } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accountMessages } from '../../../domain/account-messages.ts';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { runOnce } from '../../session/run-once.ts';
import { TenantLink, useTenantPath } from '../../tenancy/tenant-link.tsx';
import { verifyEmailToken } from './verify-email-token.ts';

/** The e-mail verification page: the token and address from the link confirm the account, then the login takes over. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const loginPath = useTenantPath()('/login');
  const token = params.get('token');
  const email = params.get('email');
  const type = params.get('type') || 'signup';
  const [problem, setProblem] = useState<string | null>(token && email ? null : accountMessages.missingVerificationParams);

  useEffect(() => {
    if (!token || !email) return;
    let isCurrent = true;
    void runOnce(`verify:${type}:${email}:${token}`, () => verifyEmailToken(email, token, type)).then((failure) => {
      if (!isCurrent) return;
      if (failure) setProblem(failure);
      else navigate(loginPath, { replace: true });
    });
    return () => {
      isCurrent = false;
    };
  }, [token, email, type, navigate, loginPath]);

  if (problem) {
    return (
      <AuthCard icon={<IconMoodSad size={28} stroke={1.75} />} color="red" title="Oops!">
        <title>{`Verification failed · ${PRODUCT_NAME}`}</title>
        <Text size="sm" ta="center" role="alert">
          {problem}
        </Text>
        <Button component={TenantLink} to="/" leftSection={<IconHome size={18} />} fullWidth>
          Return Home
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={<Loader size={24} aria-hidden />} title="Verifying email...">
      <title>{`Verifying email · ${PRODUCT_NAME}`}</title>
      <Text size="sm" c="dimmed" ta="center" role="status">
        One moment while we confirm your e-mail address.
      </Text>
    </AuthCard>
  );
}
