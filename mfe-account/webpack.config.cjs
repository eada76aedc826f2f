const { createConfig } = require('@haveli/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'account',
  port: Number(process.env.ACCOUNT_PORT ?? 3002),
  exposes: { './pages': './src/expose/pages.tsx' },
  title: 'Haveli · Account (standalone)',
});
