/**
 * Browser extensions that answer messages asynchronously make Chrome report "the message channel
 * closed before a response was received" against the page. It is not ours: keep it out of the
 * console and of any error reporting (spec §8).
 */
const EXTENSION_NOISE = /message channel (is )?closed/i;

function messageOf(value: unknown): string {
  if (value instanceof Error) return value.message;
  return typeof value === 'string' ? value : '';
}

export function ignoreExtensionErrors(target: Window = window): void {
  target.addEventListener('error', (event) => {
    if (EXTENSION_NOISE.test(event.message) || EXTENSION_NOISE.test(messageOf(event.error))) {
      event.preventDefault();
    }
  });
  target.addEventListener('unhandledrejection', (event) => {
    if (EXTENSION_NOISE.test(messageOf(event.reason))) event.preventDefault();
  });
}
