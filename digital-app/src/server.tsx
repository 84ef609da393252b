import { createPageRenderer } from 'shared-ui/server';
import { definition } from './definition';

/** Renders this remote's pages in Node: bundled by its build into `dist/server/render.js`. */
export const renderPage = createPageRenderer(definition);
