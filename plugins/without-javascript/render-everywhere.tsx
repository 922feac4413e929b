/**
 * In place of @docusaurus/BrowserOnly for the OpenAPI theme's parameter and schema components (./index.ts): renders
 * its children on the server too, so the parameters, bodies and responses are in the page's HTML.
 */
import type {ReactNode} from 'react';

export default function RenderEverywhere({children}: {children?: () => ReactNode; fallback?: ReactNode}): ReactNode {
  return children?.() ?? null;
}
