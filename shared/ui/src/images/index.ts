// `@kk/ui/images`: the image editor (crop, zoom, turn; spec sections 5 and 9), shared by the
// wallet's picture page and the partner site's product pictures. Remotes may not import
// each other, so it lives here; it is not part of the shared `@kk/ui` chunk, and the
// component itself is a chunk of its own, loaded when a picture is chosen.
import { lazy } from 'react';

export type { ImageEditorProps } from './ImageEditor';
export { imageTexts, registerImageTexts } from './texts';

/** The editor, loaded on first use: render it inside a Suspense boundary. */
export const ImageEditor = lazy(() => import('./ImageEditor'));
