/**
 * Mermaid wrapper: a diagram is drawn only once it comes within a viewport's height of the screen. The original
 * component loads Mermaid (about 190 KB gzip, and seconds of layout work on a slow phone) as soon as the page has
 * hydrated, on two thirds of the docs, although most diagrams are below the fold. Until then a placeholder of about
 * the diagram's height (estimated from its source) keeps the text below it in place; it stays until the SVG is in.
 * Printing draws every diagram of the page (PRINT_PREPARE_EVENT from src/print/before-print.ts).
 */
import {useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';
import {PRINT_PREPARE_EVENT} from '@site/src/print/before-print';
import styles from './styles.module.css';

/** Stable class name of the wrapper, drawn or not (the original's container exists only once drawn). */
export const MermaidSlotClassName = 'docusaurus-mermaid-slot';

/** Loading starts when the diagram is this far below (or above) the viewport: a reader scrolling down sees it drawn. */
const AHEAD = '100% 0px 100% 0px';

/** Rough height in pixels of the drawn diagram, from the number of lines of its source and its kind. */
function estimatedHeight(source: string): number {
  const lines = source.trim().split('\n').filter((l) => l.trim() && !l.trim().startsWith('%%'));
  const kind = lines[0]?.trim() ?? '';
  const body = lines.length - 1;
  let height: number;
  if (kind.startsWith('sequenceDiagram')) height = 120 + body * 42;
  // Left-to-right flowcharts are wide and scaled down to the column: measured 51 to 84 px for 5 to 6 lines.
  else if (/^(flowchart|graph)\s+(LR|RL)/.test(kind)) height = 60 + Math.min(body, 12) * 4;
  else height = 80 + body * 45;
  return Math.max(60, Math.min(height, 700));
}

export default function MermaidWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const slot = ref.current;
    if (!slot || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const draw = () => {
      setNear(true);
      observer.disconnect();
      window.removeEventListener(PRINT_PREPARE_EVENT, draw);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) draw();
      },
      {rootMargin: AHEAD},
    );
    observer.observe(slot);
    window.addEventListener(PRINT_PREPARE_EVENT, draw);
    return () => {
      observer.disconnect();
      window.removeEventListener(PRINT_PREPARE_EVENT, draw);
    };
  }, []);
  return (
    <div
      ref={ref}
      className={`${MermaidSlotClassName} ${styles.slot}`}
      style={{'--mermaid-placeholder-height': `${estimatedHeight(props.value)}px`} as CSSProperties}>
      {near && <Mermaid {...props} />}
    </div>
  );
}
