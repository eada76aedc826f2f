const { Compilation, sources } = require('webpack');

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function in
 * the file is compiled as the file arrives, on a background thread, instead of on the main thread the
 * first time it is called. Each of our chunks is fetched only when its code is about to run (the
 * shell's boot, a remote's entry, a page), so most of what it holds is called at once; compiled lazily,
 * that compilation was about a third of the main thread's work between the first paint and a live page.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, which would drop the comment; before the content hashes are taken.
        { name: CompileHintsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (name.endsWith('.js')) {
              compilation.updateAsset(name, (source) => new sources.ConcatSource(HINT, source));
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin };
