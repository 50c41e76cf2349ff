import type { UserRow } from './auth.repository.ts';
import type { FactorRow } from './mfa.repository.ts';

/** A user in the shape GoTrue answers and auth-js reads. */
export interface UserDto {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  phone: string;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  invited_at?: string;
  last_sign_in_at: string | null;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: IdentityDto[];
  is_anonymous: false;
  /** The person's second factors, verified or not; absent when there are none, as in GoTrue. */
  factors?: FactorDto[];
  created_at: string;
  updated_at: string;
}

interface IdentityDto {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: { email: string; email_verified: boolean; phone_verified: false; sub: string };
  provider: 'email';
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string;
}

export interface SessionDto {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  /** Seconds since the epoch, the access token's exp. */
  expires_at: number;
  refresh_token: string;
  user: UserDto;
}

export function appMetadataOf(user: Pick<UserRow, 'appMetadata'>): Record<string, unknown> {
  return { provider: 'email', providers: ['email'], ...user.appMetadata };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toUserDto(user: UserRow, factors: FactorDto[] = []): UserDto {
  const confirmedAt = iso(user.emailConfirmedAt);
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: '',
    email_confirmed_at: confirmedAt,
    confirmed_at: confirmedAt,
    ...(user.invitedAt ? { invited_at: user.invitedAt.toISOString() } : {}),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: appMetadataOf(user),
    user_metadata: user.userMetadata,
    identities: [
      {
        // One e-mail identity per user, so it shares the user's id.
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: { email: user.email, email_verified: confirmedAt !== null, phone_verified: false, sub: user.id },
        provider: 'email',
        last_sign_in_at: iso(user.lastSignInAt),
        created_at: user.createdAt.toISOString(),
        updated_at: user.updatedAt.toISOString(),
        email: user.email,
      },
    ],
    is_anonymous: false,
    ...(factors.length > 0 ? { factors } : {}),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

/** GoTrue's /settings: e-mail sign-up with confirmation, no other provider. */
export const authSettingsDto = {
  external: {
    anonymous_users: false,
    apple: false,
    azure: false,
    bitbucket: false,
    discord: false,
    email: true,
    facebook: false,
    figma: false,
    fly: false,
    github: false,
    gitlab: false,
    google: false,
    kakao: false,
    keycloak: false,
    linkedin: false,
    linkedin_oidc: false,
    notion: false,
    phone: false,
    saml: false,
    slack: false,
    slack_oidc: false,
    spotify: false,
    twitch: false,
    twitter: false,
    web3_ethereum: false,
    web3_solana: false,
    workos: false,
    zoom: false,
  },
  disable_signup: false,
  mailer_autoconfirm: false,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
} as const;

export interface FactorDto {
  id: string;
  friendly_name: string | undefined;
  factor_type: FactorRow['factorType'];
  status: FactorRow['status'];
  created_at: string;
  updated_at: string;
}
