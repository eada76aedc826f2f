const MiniCssExtractPlugin = require('mini-css-extract-plugin');

/** How each kind of source file is compiled: TypeScript by swc, Sass and CSS, images and fonts as files. */
function moduleRules({ production }) {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2020',
          },
        },
      },
    },
    {
      test: /\.s?css$/,
      use: [
        // Extracted into hashed files in production; injected by script in development.
        production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
        { loader: require.resolve('css-loader'), options: { importLoaders: 1 } },
        {
          loader: require.resolve('sass-loader'),
          options: {
            sassOptions: {
              style: production ? 'compressed' : 'expanded',
              quietDeps: true,
              silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
            },
          },
        },
      ],
    },
    { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
  ];
}

module.exports = { moduleRules };
