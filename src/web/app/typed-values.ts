/**
 * Keeps what was typed, or filled in by the browser, into the fields of a page rendered by the server before the
 * app took it over: hydrating a field, React sets it to the app's state, which never heard of it. Returns what
 * puts it back, as if typed again, for the app's forms to take in.
 */
export function keepTypedValues(container: HTMLElement): () => void {
  const typed = [...container.querySelectorAll('input')]
    .filter((input) => input.type !== 'checkbox' && input.type !== 'radio' && input.value !== input.defaultValue)
    .map((input) => ({ input, value: input.value }));
  return () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const { input, value } of typed) {
      if (!input.isConnected) continue;
      // React takes a change only from the input event, and only when the value differs from its own record of
      // the field, which follows the element's `value`: emptied through it, then set past it.
      input.value = '';
      setValue?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}
