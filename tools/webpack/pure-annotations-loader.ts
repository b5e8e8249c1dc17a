import type { LoaderContext } from 'webpack';

export interface PureAnnotationsOptions {
  /** Callees, as regular expression sources, whose top-level `var|const X = callee(…)` are marked pure. */
  callees: string[];
  /**
   * React components only: the names a shared facade exports. The display name of any other
   * component declared by a marked call is dropped, as its own statement would keep it.
   */
  exportedComponents?: string[];
}

export interface PureAnnotationsResult {
  code: string;
  /** Declarations marked pure. */
  annotated: string[];
  /** Components whose `displayName` statement was dropped. */
  unnamed: string[];
}

/**
 * Marks top-level declarations built by calls without side effects `#__PURE__`, which a package's
 * build left out, so that the minifier drops those nothing uses (webpack already leaves out the
 * exports nothing imports, but not their declarations' calls). Two such in this site's scripts:
 * - react-router declares its components as `var Form = React10.forwardRef(…)` and names each in
 *   a statement of its own (`Form.displayName = "Form"`): `Form`, with `useSubmit` and its
 *   form-encoding helpers (~3.7 KB minified), stayed in the shell's start-up script although the
 *   facade does not export it. With `exportedComponents`, the display names of the components
 *   the facade does not export are dropped too (contexts keep theirs).
 * - @module-federation/sdk creates its loggers at the top of its module (`const logger =
 *   createLogger(PREFIX)`): a remote's entry kept the logger class (~1.3 KB) without using it.
 * A package release that writes these another way makes the bytes come back, not an error:
 * tools/scripts/test/pure-annotations-loader.spec.ts reads the installed packages.
 */
export function markPure(source: string, options: PureAnnotationsOptions): PureAnnotationsResult {
  const declaration = new RegExp(`^(var|const|let) ([A-Za-z0-9_$]+) = ((?:${options.callees.join('|')})\\()`, 'gm');
  const exported = options.exportedComponents ? new Set(options.exportedComponents) : undefined;
  const annotated: string[] = [];
  const droppable = new Set<string>();
  let code = source.replace(declaration, (_match, kind: string, name: string, call: string) => {
    annotated.push(name);
    if (exported && /\.(forwardRef|memo)\($/.test(call) && !exported.has(name)) droppable.add(name);
    return `${kind} ${name} = /* @__PURE__ */ ${call}`;
  });
  const unnamed: string[] = [];
  if (droppable.size > 0)
    code = code.replace(/^([A-Za-z0-9_$]+)\.displayName = "[^"\n]*";$/gm, (statement, name: string) => {
      if (!droppable.has(name)) return statement;
      unnamed.push(name);
      return '';
    });
  return { code, annotated, unnamed };
}

export default function pureAnnotationsLoader(this: LoaderContext<PureAnnotationsOptions>, source: string): string {
  return markPure(source, this.getOptions()).code;
}
