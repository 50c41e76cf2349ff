/** oidc-provider ships no types, and the tests use a few of its calls only. */
declare module 'oidc-provider' {
  // biome-ignore lint/suspicious/noExplicitAny: an untyped package, used by the test provider alone
  const Provider: any;
  export default Provider;
}
