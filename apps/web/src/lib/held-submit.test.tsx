import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_READY, typedBeforeStart, useReleaseHeldInput } from './held-submit';

function ReadyForm() {
  useReleaseHeldInput();
  return null;
}

describe('a prerendered form before and after the app takes it over (decision 036)', () => {
  afterEach(() => document.body.replaceChildren());

  it("starts from what was typed in the page's HTML, then from its defaults", () => {
    document.body.innerHTML = `<div id="root" data-prerendered="${window.location.pathname}">
      <input name="email" value="ana@exemplo.com"><input name="acceptTerms" type="checkbox" checked>
    </div>`;
    const defaults = { email: '', password: '', acceptTerms: false };

    expect(typedBeforeStart(defaults)).toEqual({
      email: 'ana@exemplo.com',
      password: '',
      acceptTerms: true,
    });

    const readies: Event[] = [];
    const count = (event: Event) => readies.push(event);
    window.addEventListener(PAGE_READY, count);
    render(<ReadyForm />);
    window.removeEventListener(PAGE_READY, count);
    expect(readies.length).toBeGreaterThan(0);
    // Signed out and back on the page later: the form starts empty, not with old values.
    expect(typedBeforeStart(defaults)).toEqual(defaults);
  });

  it('keeps the defaults on a page the build did not prerender', () => {
    document.body.innerHTML = '<div id="root"><input name="email" value="x@y.z"></div>';

    expect(typedBeforeStart({ email: '' })).toEqual({ email: '' });
  });
});
