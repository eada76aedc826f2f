const { createConfig } = require('@haveli/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'diningCart',
  port: Number(process.env.DINING_CART_PORT ?? 3003),
  exposes: { './pages': './src/expose/pages.tsx' },
  title: 'Haveli · Dining & Cart (standalone)',
});
