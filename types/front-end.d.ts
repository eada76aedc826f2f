// Ambient types for every front-end package: stylesheets and images are modules to webpack, and the
// Testing Library matchers extend Jest's expect in every component test.
/// <reference types="@testing-library/jest-dom" />

declare module '*.scss';
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
