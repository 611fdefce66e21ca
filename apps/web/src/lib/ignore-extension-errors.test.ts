import { describe, expect, it } from 'vitest';
import { ignoreExtensionErrors } from './ignore-extension-errors';

function dispatchError(target: Window, message: string): boolean {
  const event = new ErrorEvent('error', { message, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('ignoreExtensionErrors', () => {
  const target = new EventTarget() as Window;
  ignoreExtensionErrors(target);

  it('silences the message-channel noise of browser extensions', () => {
    expect(
      dispatchError(
        target,
        'A listener indicated an asynchronous response by returning true, but the message channel closed before a response was received',
      ),
    ).toBe(true);
  });

  it('leaves real errors alone', () => {
    expect(dispatchError(target, "Cannot read properties of undefined (reading 'id')")).toBe(false);
  });
});
