import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

export type InvitationSummary = paths['/api/invitations/lookup']['get']['responses'][200]['content']['application/json'];
export type AcceptInvitationBody = NonNullable<paths['/api/invitations/accept']['post']['requestBody']>['content']['application/json'];

interface ErrorBody {
  code?: string;
  message?: string;
  errors?: { field: string; message: string }[];
}

/** The server refused: `isInvitationProblem` when the link itself is no good (the page then says Invalid Invitation). */
export class InvitationRequestError extends Error {
  readonly isInvitationProblem: boolean;
  readonly fieldErrors: { field: string; message: string }[];

  constructor(status: number, body: ErrorBody | undefined, fallback: string) {
    super(body?.message || fallback);
    this.name = 'InvitationRequestError';
    this.isInvitationProblem = (body?.code ?? '').startsWith('invitation_') || body?.code === 'organization_not_found';
    this.fieldErrors = status === 400 && body?.code === 'validation_failed' ? (body.errors ?? []) : [];
  }
}

export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: ['invitation', token],
    queryFn: async (): Promise<InvitationSummary> => {
      const { data, error, response } = await api.GET('/api/invitations/lookup', { params: { query: { token } } });
      if (data) return data;
      throw new InvitationRequestError(response.status, error as ErrorBody | undefined, 'Invalid invitation');
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export async function acceptInvitation(body: AcceptInvitationBody): Promise<{ email: string }> {
  const { data, error, response } = await api.POST('/api/invitations/accept', { body });
  if (data) return data;
  throw new InvitationRequestError(response.status, error as ErrorBody | undefined, 'Failed to create account');
}
