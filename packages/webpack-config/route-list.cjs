const fs = require('node:fs');
const { sources } = require('webpack');

/** Where each remote declares its screens: published with its build as `routes.json`. */
const ROUTES_FILE = 'src/expose/routes.json';

/**
 * Publishes the remote's route list beside its manifest, as data: the site's server merges it into the
 * shell's runtime config, so the shell knows the remote's screens before fetching any of its code.
 */
class RouteListPlugin {
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteListPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap(
        { name: 'RouteListPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const routes = JSON.parse(fs.readFileSync(this.file, 'utf8'));
          const broken = Array.isArray(routes)
            ? routes.findIndex(
                (route) => !['path', 'page', 'title'].every((key) => typeof route?.[key] === 'string'),
              )
            : 0;
          if (broken !== -1)
            throw new Error(`${this.file}: route ${broken} needs a path, a page and a title`);
          compilation.emitAsset('routes.json', new sources.RawSource(JSON.stringify(routes)));
        },
      );
    });
  }
}

module.exports = { ROUTES_FILE, RouteListPlugin };
