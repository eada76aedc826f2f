const { createConfig } = require('@haveli/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: Number(process.env.SHELL_PORT ?? 3000),
  host: true,
  title: 'Haveli | Luxury Hotel in Jaipur',
});
