/**
 * A router whose history lives in memory: for tests, and for drawing screens at build time (the first
 * paints of scripts/prerender.mjs). No page loads it, so it stays out of the shared facade.
 */
export { MemoryRouter } from 'react-router-dom';
