import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Rspack as Docusaurus's faster bundler exports it, the one the site builds with.
import {rspack} from '@docusaurus/faster';
import {aliasModule, loaderRule, swapModule} from './module-swaps';

/** Compiles a two-module project with Rspack and returns the errors' messages and the bundle. */
type Options = Exclude<Parameters<typeof rspack>[0], unknown[]>;

async function compile(edit: (dir: string) => Partial<Options>): Promise<{errors: string[]; bundle: string}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-swaps-'));
  try {
    fs.writeFileSync(path.join(dir, 'entry.js'), "import word from './stock.js';\nconsole.log(word);\n");
    fs.writeFileSync(path.join(dir, 'stock.js'), "export default 'stock';\n");
    fs.writeFileSync(path.join(dir, 'patched.js'), "export default 'patched';\n");
    fs.writeFileSync(path.join(dir, 'loader.cjs'), "module.exports = (source) => source.replace('stock', 'loaded');\n");
    const compiler = rspack({
      context: dir,
      entry: './entry.js',
      mode: 'development',
      devtool: false,
      output: {path: path.join(dir, 'out')},
      ...edit(dir),
    });
    const stats = await new Promise<{toJson: (options: object) => {errors?: {message: string}[]}}>((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result!))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    const errors = stats.toJson({errors: true}).errors?.map((error) => error.message) ?? [];
    const out = path.join(dir, 'out', 'main.js');
    return {errors, bundle: fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : ''};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const bundler = {instance: rspack};

test('a swap by resolved path that matches brings its file in, and the build passes', async () => {
  const {errors, bundle} = await compile((dir) => ({
    plugins: swapModule(bundler, 'test', {pattern: /stock\.js$/, file: path.join(dir, 'patched.js')}) as never[],
  }));
  assert.deepEqual(errors, []);
  assert.match(bundle, /'patched'/);
});

test('a swap that matches nothing fails the build, naming its owner', async () => {
  const {errors} = await compile((dir) => ({
    plugins: swapModule(bundler, 'test-owner', {pattern: /gone\.js$/, file: path.join(dir, 'patched.js')}) as never[],
  }));
  assert.equal(errors.length, 1);
  assert.match(errors[0]!, /test-owner: the module swap of \/gone\\\.js\$\/ matched nothing/);
});

test('a loader rule that matches nothing fails the build; one that matches passes', async () => {
  const missed = await compile((dir) => loaderRule('test', /gone\.js$/, path.join(dir, 'loader.cjs')) as never);
  assert.match(missed.errors.join('\n'), /the loader rule for \/gone\\\.js\$\/ matched nothing/);
  const hit = await compile((dir) => loaderRule('test', /stock\.js$/, path.join(dir, 'loader.cjs')) as never);
  assert.deepEqual(hit.errors, []);
  assert.match(hit.bundle, /'loaded'/);
});

test('an alias that nothing imports fails the build', async () => {
  const {errors} = await compile((dir) => {
    const {alias, guard} = aliasModule('test', 'unused$', path.join(dir, 'patched.js'));
    return {resolve: {alias}, plugins: [guard as never]};
  });
  assert.match(errors.join('\n'), /the alias of unused\$ matched nothing/);
});
