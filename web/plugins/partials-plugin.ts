// Vite plugin: assembles the HTML shells from partials and renders TeX at
// build time, so each part's prose lives in its own file and the page ships
// no math JavaScript.
//
//   <!-- @partial variance -->   is replaced by web/partials/variance.html
//                                 (partials may include partials; a missing
//                                 file fails the build, so no part of the
//                                 page can silently go missing).
//   import 'virtual:inline-styles.css'   the stylesheet holding KaTeX's inline
//                                 styles, moved into classes for the CSP.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { collapseIndentation } from './html-whitespace.ts';
import { extractInlineStyles } from './inline-styles.ts';
import { renderTex } from './tex-render.ts';

const PARTIAL_MARKER = /<!--\s*@partial\s+([^\s]+)\s*-->/g;
const PARTIAL_NAME = /^[a-z0-9][a-z0-9_-]*$/;
const STYLES_ID = 'virtual:inline-styles.css';
const RESOLVED_STYLES_ID = '\0' + STYLES_ID;
const MAX_DEPTH = 8;
const CSP_META = /<meta\s+http-equiv="Content-Security-Policy"[^>]*>/i;

export function expandPartials(html: string, partialsDir: string, depth = 0): string {
  if (depth > MAX_DEPTH) throw new Error('partials nest too deeply (a partial includes itself?)');
  return html.replace(PARTIAL_MARKER, (_m, name: string) => {
    if (!PARTIAL_NAME.test(name)) throw new Error(`bad partial name "${name}"`);
    const file = join(partialsDir, `${name}.html`);
    if (!existsSync(file)) throw new Error(`partial "${name}" not found: ${file} is missing`);
    return expandPartials(readFileSync(file, 'utf8'), partialsDir, depth + 1);
  });
}

/** Partial expansion, TeX, CSP-safe styles and collapsed indentation in one
 *  pass over an HTML document. */
export function assembleHtml(html: string, partialsDir: string, rules: Map<string, string>) {
  const withPartials = expandPartials(html, partialsDir);
  const withTex = renderTex(withPartials, partialsDir);
  return collapseIndentation(extractInlineStyles(withTex, rules).html);
}

function collectAllRules(partialsDir: string, rules: Map<string, string>): string {
  // Rendering every partial (not only those seen so far) keeps the stylesheet
  // independent of the order in which Vite transforms the pages.
  if (existsSync(partialsDir)) {
    for (const file of readdirSync(partialsDir).filter((f) => f.endsWith('.html'))) {
      const html = renderTex(readFileSync(join(partialsDir, file), 'utf8'), file);
      extractInlineStyles(html, rules);
    }
  }
  return [...rules.keys()]
    .sort()
    .map((k) => rules.get(k))
    .join('\n');
}

export function partialsPlugin(options: { partialsDir: string }): Plugin {
  const { partialsDir } = options;
  const rules = new Map<string, string>();
  let devServer = false;
  return {
    name: 'sqrtdk-partials',
    configResolved(config) {
      devServer = config.command === 'serve';
    },
    resolveId(id) {
      return id === STYLES_ID ? RESOLVED_STYLES_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_STYLES_ID ? collectAllRules(partialsDir, rules) : undefined;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const page = assembleHtml(html, partialsDir, rules);
        // The dev server injects CSS as <style> elements, which the strict
        // policy forbids; only the built pages (npm run build / preview) carry it.
        return devServer ? page.replace(CSP_META, '<!-- CSP applies to built pages -->') : page;
      },
    },
    configureServer(server) {
      server.watcher.add(partialsDir);
      server.watcher.on('all', (_event, path) => {
        if (!path.startsWith(partialsDir)) return;
        const styles = server.moduleGraph.getModuleById(RESOLVED_STYLES_ID);
        if (styles) server.moduleGraph.invalidateModule(styles);
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
