/** Stands in for stylesheets and images imported by components under test. */
module.exports = 'test-asset-stub';
