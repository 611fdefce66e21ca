import { describe, expect, it } from 'vitest';
import { FORM_READY } from '../lib/held-submit';
import { heldSubmitScript, pageScripts, prerenderedHtml, startScript } from './page-html';

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
    <link rel="preload" href="/assets/inter-latin-wght-normal-6.woff2" as="font" type="font/woff2" crossorigin="">
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
    expect(script).toContain('import("/assets/index-1.js")');
    expect(script).toContain('requestAnimationFrame');
    expect(() => pageScripts(manifest, 'src/app/routes/nowhere.tsx')).toThrow('nowhere');
  });

  it('holds a form sent before the app ran, and sends it through the form once it is ready', () => {
    document.body.innerHTML =
      '<form method="post"><input name="password" value="x"><button>Entrar</button></form>';
    const form = document.querySelector('form');
    if (!form) throw new Error('no form');
    new Function(heldSubmitScript())();
    const sent: boolean[] = [];
    // What the browser does last with a submit no one prevented: send the password itself.
    const browser = (event: Event) => sent.push(!event.defaultPrevented);
    window.addEventListener('submit', browser);

    form.requestSubmit();
    expect(sent).toEqual([false]);

    // The form's code arrives: it prevents the browser's submit and handles it (React's onSubmit).
    let handled = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      handled += 1;
    });
    window.dispatchEvent(new Event(FORM_READY));
    expect(handled).toBe(1);
    expect(sent).toEqual([false, false]);
    // Once: a later ready (a second form, StrictMode's second effect) sends nothing again.
    window.dispatchEvent(new Event(FORM_READY));
    expect(handled).toBe(1);
    window.removeEventListener('submit', browser);
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
