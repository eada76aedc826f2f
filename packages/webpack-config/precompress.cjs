const { constants } = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** What a browser fetches as text: scripts, styles, manifests, pages, drawings. */
const TEXT = /\.(js|css|html|json|svg|txt|webmanifest)$/;

/**
 * Each text file of a production build written beside itself as `.br` and `.gz`, each at its best level, once:
 * the site's server sends the one the browser accepts (@fastify/static's `preCompressed`) and never compresses a
 * file on a request. A file that would not shrink gets none (sent as it is).
 */
const precompressPlugins = () => [
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
    test: TEXT,
    threshold: 0,
    minRatio: 1,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: constants.Z_BEST_COMPRESSION },
    test: TEXT,
    threshold: 0,
    minRatio: 1,
  }),
];

module.exports = { precompressPlugins };
