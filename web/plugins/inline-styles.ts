// KaTeX's HTML carries inline style="…" attributes, which the page's CSP
// (style-src 'self') blocks. This moves every inline style into a class whose
// name is a hash of the declarations, and collects the rules for a stylesheet.
import { createHash } from 'node:crypto';

const START_TAG_WITH_STYLE = /<([a-zA-Z][\w-]*)(\s[^<>]*?)?\sstyle="([^"]*)"([^<>]*)>/g;

export function styleClassName(declarations: string): string {
  return 'is-' + createHash('sha1').update(declarations).digest('hex').slice(0, 10);
}

/** The rule for one class; !important stands in for an inline style's precedence. */
function ruleFor(className: string, declarations: string): string {
  const body = declarations
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => `${d} !important`)
    .join(';');
  return `.${className}{${body}}`;
}

export function extractInlineStyles(
  html: string,
  rules: Map<string, string> = new Map(),
): { html: string; rules: Map<string, string> } {
  const out = html.replace(
    START_TAG_WITH_STYLE,
    (_m, tag: string, before = '', declarations: string, after: string) => {
      const className = styleClassName(declarations);
      rules.set(className, ruleFor(className, declarations));
      let attrs = `${before}${after}`;
      const classAttr = /\sclass="([^"]*)"/;
      attrs = classAttr.test(attrs)
        ? attrs.replace(classAttr, (_c, names: string) => ` class="${names} ${className}"`)
        : ` class="${className}"${attrs}`;
      return `<${tag}${attrs}>`;
    },
  );
  return { html: out, rules };
}
