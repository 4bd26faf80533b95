/**
 * Module swaps, aliases and loader rules that cannot miss silently. Each one comes with a guard:
 * at the end of building the module graph (`finishModules`) it counts the modules that the swap
 * or rule brought in, and fails the build when the count is zero. A swap that matches nothing
 * leaves the stock module in place and the build green, which is how a Docusaurus upgrade would
 * otherwise break a patch unnoticed. Works on warm builds too: modules restored from Rspack's
 * persistent cache are in the graph with the same identifiers.
 */
import type {Compiler} from 'webpack';

interface Bundler {
  instance: {
    NormalModuleReplacementPlugin: new (
      pattern: RegExp,
      replacement: string | ((resource: {context?: string; request: string}) => void),
    ) => unknown;
  };
}

/** Fails the compilation when no module's identifier or resource contains `marker` (a file path). */
export class TouchPointGuard {
  constructor(
    private readonly owner: string,
    private readonly what: string,
    private readonly marker: string,
  ) {}

  apply(compiler: Compiler): void {
    const name = `guard:${this.owner}`;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.finishModules.tap(name, (modules) => {
        let count = 0;
        for (const module of modules) {
          // A swap by resolved path keeps the original in the identifier and the file in `resource`.
          const resource = (module as {resource?: string}).resource ?? '';
          if (module.identifier().includes(this.marker) || resource.includes(this.marker)) count += 1;
        }
        if (count === 0) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${this.owner}: ${this.what} matched nothing in this build; Docusaurus or Rspack changed. See plugins/_internals/README.md.`,
            ),
          );
        }
      });
    });
  }
}

/**
 * Replaces the module whose request or resolved path matches `pattern` with `file`. With `from`,
 * only a request made from a folder matching it is replaced (the replacement may then import the
 * original under another request).
 */
export function swapModule(bundler: Bundler, owner: string, swap: {pattern: RegExp; file: string; from?: RegExp}): unknown[] {
  const {NormalModuleReplacementPlugin} = bundler.instance;
  const {pattern, file, from} = swap;
  const replacement = from
    ? new NormalModuleReplacementPlugin(pattern, (resource) => {
        if (resource.context && from.test(resource.context)) resource.request = file;
      })
    : new NormalModuleReplacementPlugin(pattern, file);
  return [replacement, new TouchPointGuard(owner, `the module swap of ${pattern}`, file)];
}

/** A resolve alias of `request` to `file`, with its guard. */
export function aliasModule(owner: string, request: string, file: string): {alias: Record<string, string>; guard: TouchPointGuard} {
  return {alias: {[request]: file}, guard: new TouchPointGuard(owner, `the alias of ${request}`, file)};
}

/**
 * The bundler config of a loader rule for the modules matching `test`, with its guard (the
 * loader's path is in the identifier of each module it runs on).
 */
export function loaderRule(
  owner: string,
  test: RegExp,
  loader: string,
): {module: {rules: {test: RegExp; use: {loader: string}[]}[]}; plugins: TouchPointGuard[]} {
  return {module: {rules: [{test, use: [{loader}]}]}, plugins: [new TouchPointGuard(owner, `the loader rule for ${test}`, loader)]};
}
