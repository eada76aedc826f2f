const { createConfig } = require('@haveli/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'content',
  port: Number(process.env.CONTENT_PORT ?? 3001),
  exposes: { './pages': './src/expose/pages.tsx' },
  title: 'Haveli · Content (standalone)',
});
