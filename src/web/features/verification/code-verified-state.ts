/** The navigation state a page is opened with once the e-mail's code is verified: the session the link would give is already here. */
export const codeVerifiedState = { isEmailCodeVerified: true } as const;

export function isEmailCodeVerified(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'isEmailCodeVerified' in state && state.isEmailCodeVerified === true;
}
