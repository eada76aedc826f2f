const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createConfig } = require('@haveli/webpack-config');

const config = createConfig({
  dir: __dirname,
  name: 'shell',
  port: Number(process.env.SHELL_PORT ?? 3000),
  host: true,
  title: 'Haveli | Luxury Hotel in Jaipur',
});

/** The favicon set and the web manifest, served from the site's root as they are in public/. */
const publicFiles = new CopyPlugin({
  patterns: [{ from: path.join(__dirname, 'public'), globOptions: { ignore: ['**/index.html'] } }],
});

module.exports = (env, argv) => {
  const built = config(env, argv);
  return { ...built, plugins: [...built.plugins, publicFiles] };
};
