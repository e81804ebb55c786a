import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The module the small entry imports to start the app (`main.tsx` → `app/start.tsx`). */
const START_MODULE = /[\\/]src[\\/]app[\\/]start\.tsx$/;

/**
 * `<link rel="modulepreload">` in index.html for the app's start-up module and every chunk it
 * imports statically. Without them the browser learns of these chunks only once the entry has run
 * (its dynamic import of `app/start`), about 200 ms after the page arrived on a two-core machine;
 * with them it fetches them beside the entry (docs/benchmarks.md "What changed in this round").
 */
export function preloadStart(): Plugin {
  return {
    name: 'spm-preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId && START_MODULE.test(chunk.facadeModuleId));
        if (!start) throw new Error('preload-start: no chunk for src/app/start.tsx');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
            visit(imported);
        };
        visit(start.fileName);
        const tags: HtmlTagDescriptor[] = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
        return { html, tags };
      },
    },
  };
}
