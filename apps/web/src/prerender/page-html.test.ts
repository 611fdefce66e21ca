import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_READY } from '../lib/held-submit';
import { heldInputScript, pageScripts, prerenderedHtml, startScript } from './page-html';
import type { StartOn } from './page-html';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-2.js' },
  'src/app/routes/sign-in.tsx': {
    file: 'assets/sign-in-3.js',
    imports: ['index.html', '_runtime.js', '_form-kit.js'],
  },
  '_form-kit.js': { file: 'assets/form-kit-4.js', imports: ['index.html'] },
};

const indexHtml = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Navalha</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-5.css">
    <link rel="preload" href="/assets/inter-pt-br-wght-6.woff2" as="font" type="font/woff2" crossorigin="">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe("a prerendered page's HTML (decision 036)", () => {
  it("fetches the entry's and the route's chunks at once, the entry last", () => {
    const scripts = pageScripts(manifest, 'src/app/routes/sign-in.tsx');

    expect(scripts).toEqual({
      entry: '/assets/index-1.js',
      modules: ['/assets/runtime-2.js', '/assets/sign-in-3.js', '/assets/form-kit-4.js'],
    });
    const script = startScript(scripts);
    expect(script).toContain('"/assets/form-kit-4.js"');
    expect(script).toContain('"/assets/index-1.js"');
    expect(script).toContain('requestAnimationFrame');
    expect(() => pageScripts(manifest, 'src/app/routes/nowhere.tsx')).toThrow('nowhere');
  });

  /** A prerendered page's form, in `#root` as the build leaves it at this path. */
  function prerenderedForm() {
    document.body.innerHTML = `<div id="root" data-prerendered="${window.location.pathname}"><main><form method="post"><input name="password" value="x"><button type="button" aria-label="Mostrar senha"><svg></svg></button><button>Entrar</button></form></main></div>`;
    const form = document.querySelector('form');
    const eye = document.querySelector('button[type=button]');
    if (!form || !(eye instanceof HTMLButtonElement)) throw new Error('no form');
    return { form, eye };
  }

  /** A submit as the browser makes it: true if no one prevented it, so the browser sends it. */
  const submit = (form: HTMLFormElement) =>
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

  it('holds a form sent and a button tapped before the app ran, and makes them once it is ready', () => {
    const { form, eye } = prerenderedForm();
    new Function(heldInputScript())();

    expect(submit(form)).toBe(false);
    // The eye tapped (on its icon) while it is only HTML: nothing runs it yet.
    eye.querySelector('svg')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));

    // The form's code arrives: it prevents the browser's submit and handles it (React's onSubmit).
    let handled = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      handled += 1;
    });
    let shown = 0;
    eye.addEventListener('click', () => (shown += 1));
    expect(handled).toBe(0);
    expect(shown).toBe(0);
    window.dispatchEvent(new Event(PAGE_READY));
    expect(handled).toBe(1);
    expect(shown).toBe(1);
    // Once: a later ready (a second form, StrictMode's second effect) sends nothing again, and a
    // tap once the app runs is the app's alone.
    eye.click();
    window.dispatchEvent(new Event(PAGE_READY));
    expect(handled).toBe(1);
    expect(shown).toBe(2);
    expect(submit(form)).toBe(false);
    expect(handled).toBe(2);
  });

  it('holds a submit React stops while it hydrates, which the browser would send itself', () => {
    const { form } = prerenderedForm();
    new Function(heldInputScript())();
    // React's listener on the root, on a part it has not hydrated yet: it stops the event (it
    // cannot dispatch it) without preventing it. The form's own handler is there but not live.
    const root = document.getElementById('root');
    let handled = 0;
    const hydrating = (event: Event) => event.stopPropagation();
    root?.addEventListener('submit', hydrating);
    const onSubmit = (event: Event) => {
      event.preventDefault();
      handled += 1;
    };
    form.addEventListener('submit', onSubmit);

    expect(submit(form)).toBe(false);
    expect(handled).toBe(0);
    root?.removeEventListener('submit', hydrating);
    window.dispatchEvent(new Event(PAGE_READY));
    expect(handled).toBe(1);
    form.removeEventListener('submit', onSubmit);
  });

  it('sends a held submit through the form the app rendered in place of the page’s own', () => {
    const { form } = prerenderedForm();
    new Function(heldInputScript())();
    expect(submit(form)).toBe(false);

    // The app did not hydrate the page's form but rendered its own (the typed values kept).
    const root = document.getElementById('root');
    if (!root) throw new Error('no root');
    root.innerHTML =
      '<main><form><input name="password" value="x"><button>Entrar</button></form></main>';
    const rendered = root.querySelector('form');
    let handled = 0;
    rendered?.addEventListener('submit', (event) => {
      event.preventDefault();
      handled += 1;
    });
    window.dispatchEvent(new Event(PAGE_READY));
    expect(form.isConnected).toBe(false);
    expect(handled).toBe(1);
  });

  it('makes again, a moment later, a submit the app missed once it was ready', async () => {
    const { form } = prerenderedForm();
    new Function(heldInputScript())();
    window.dispatchEvent(new Event(PAGE_READY));
    // The app's listener missed this one (nothing prevented it): the browser must not send it.
    expect(submit(form)).toBe(false);
    let handled = 0;
    const onSubmit = (event: Event) => {
      event.preventDefault();
      handled += 1;
    };
    form.addEventListener('submit', onSubmit);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(handled).toBe(1);
    // One the app handled is left alone: nothing is sent again.
    expect(submit(form)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(handled).toBe(2);
    form.removeEventListener('submit', onSubmit);
  });

  it('leaves a page the build did not prerender at this path to the app', () => {
    const { form } = prerenderedForm();
    document.getElementById('root')?.setAttribute('data-prerendered', '/outro-lugar');
    new Function(heldInputScript())();
    let handled = 0;
    const onSubmit = (event: Event) => {
      event.preventDefault();
      handled += 1;
    };
    form.addEventListener('submit', onSubmit);
    expect(submit(form)).toBe(false);
    expect(handled).toBe(1);
    form.removeEventListener('submit', onSubmit);
  });

  it('holds the page and its start script, and nothing else before the first paint', () => {
    const html = prerenderedHtml(indexHtml, {
      path: '/signin',
      rootHtml: '<main><h1>Entrar</h1><p>R$ 10 $&amp;</p></main>',
      start: '/assets/start-signin-7.js',
    });

    expect(html).toContain(
      '<div id="root" data-prerendered="/signin"><main><h1>Entrar</h1><p>R$ 10 $&amp;</p></main></div>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/start-signin-7.js">');
    expect(html).not.toContain('/assets/index-1.js');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('as="font"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-5.css">');
  });

  it('refuses an index.html it does not recognise', () => {
    const page = { path: '/signin', rootHtml: '<main></main>', start: '/assets/start.js' };

    expect(() => prerenderedHtml(indexHtml.replace('<div id="root"></div>', ''), page)).toThrow();
    expect(() => prerenderedHtml(indexHtml.replace(/<script[^]*?<\/script>/, ''), page)).toThrow();
  });
});

/**
 * Runs a start script as the page would, its `import()` replaced by a record of what it imported.
 * The page's head and body are the test's; the listeners it adds stay on the window, so each test
 * starts its script (or sees it start) before the next one runs.
 */
function runStartScript(startOn: StartOn) {
  const imported: string[] = [];
  const script = startScript({ entry: '/assets/index-1.js', modules: ['/assets/a-2.js'] }, startOn);
  new Function('load', script.replaceAll('import(', 'load('))((url: string) => {
    imported.push(url);
    return Promise.resolve();
  });
  const links = (rel: string) =>
    [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel=${rel}]`)].map((link) =>
      link.getAttribute('href'),
    );
  return { imported, links };
}

describe('when a prerendered page starts the app (decision 044)', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    document.cookie = 'access_token=; max-age=0';
    vi.useRealTimers();
  });

  /** The service worker addresses the start script registered (jsdom has no service worker). */
  const registered: string[] = [];
  beforeEach(() => {
    registered.length = 0;
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        register: (url: string) => {
          registered.push(url);
          return Promise.resolve();
        },
      },
    });
  });

  const page = (path = window.location.pathname) =>
    (document.body.innerHTML = `<div id="root" data-prerendered="${path}"><input name="email"></div>`);

  it("on sign-in, only on the visitor's first intent, its code fetched without running before", () => {
    page();
    vi.useFakeTimers();
    const { imported, links } = runStartScript('intent');

    vi.advanceTimersByTime(5_000);
    expect(imported).toEqual([]);
    expect(links('modulepreload')).toEqual([]);
    // The page has loaded: its code is in the browser's cache before the tap.
    expect(links('prefetch')).toEqual(['/assets/a-2.js', '/assets/index-1.js']);
    expect(document.head.querySelector('link[rel=prefetch]')?.getAttribute('crossorigin')).toBe('');
    // The offline support does not wait for the app: the worker the app would register.
    expect(registered).toEqual(['/sw.js?v=index-1.js']);

    // A tap in the e-mail field starts it, once.
    document.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(imported).toEqual(['/assets/index-1.js']);
    expect(links('modulepreload')).toEqual(['/assets/a-2.js']);
  });

  // Going offline starts it too: the app says 'Sem conexão' (lib/offline.ts).
  it.each(['pointerdown', 'touchstart', 'keydown', 'offline'])('starts on %s', (type) => {
    page();
    const { imported } = runStartScript('intent');
    expect(imported).toEqual([]);

    window.dispatchEvent(new Event(type));
    expect(imported).toEqual(['/assets/index-1.js']);
  });

  it('starts at once, without waiting for intent, in a browser opened offline', () => {
    page();
    vi.useFakeTimers();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { imported } = runStartScript('intent');
      vi.advanceTimersByTime(1_000);
      expect(imported).toEqual(['/assets/index-1.js']);
    } finally {
      online.mockRestore();
    }
  });

  it('starts at once, without waiting for intent, in a browser holding a session', () => {
    page();
    document.cookie = 'access_token=token';
    vi.useFakeTimers();
    const { imported, links } = runStartScript('intent');

    vi.advanceTimersByTime(1_000);
    expect(imported).toEqual(['/assets/index-1.js']);
    expect(links('prefetch')).toEqual([]);
  });

  it('starts after the first paint when the server says the page needs the app', () => {
    page();
    document.head.innerHTML = '<meta name="navalha-start" content="paint">';
    vi.useFakeTimers();
    const { imported } = runStartScript('intent');

    vi.advanceTimersByTime(1_000);
    expect(imported).toEqual(['/assets/index-1.js']);
  });

  it('starts at once on a page the offline shell opened at another path', () => {
    page('/outra-pagina');
    vi.useFakeTimers();
    const { imported } = runStartScript('intent');

    vi.advanceTimersByTime(1_000);
    expect(imported).toEqual(['/assets/index-1.js']);
  });

  it('on sign-up, after the first paint, without intent', () => {
    page();
    vi.useFakeTimers();
    const { imported, links } = runStartScript('paint');

    vi.advanceTimersByTime(1_000);
    expect(imported).toEqual(['/assets/index-1.js']);
    expect(links('modulepreload')).toEqual(['/assets/a-2.js']);
    expect(links('prefetch')).toEqual([]);
  });
});
