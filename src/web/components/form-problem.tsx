import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** What stops a form: the server's reason or a check's message, announced as an alert; nothing when all is well. */
export function FormProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
      {problem}
    </Alert>
  );
}
