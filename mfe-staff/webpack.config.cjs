const { createConfig } = require('@haveli/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'staff',
  port: Number(process.env.STAFF_PORT ?? 3004),
  exposes: { './pages': './src/expose/pages.tsx' },
  title: 'Haveli · Staff back office (standalone)',
});
