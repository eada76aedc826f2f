const { createConfig } = require('@haveli/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  exposes: { './pages': './src/expose/pages.tsx' },
  title: 'Haveli · Content (standalone)',
});
