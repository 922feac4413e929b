/**
 * <Diagram src width height alt/>: a diagram drawn at build time (plugins/diagrams/), written in the page as a
 * ```mermaid block. It is a plain image: no script to load or run, its box reserved by its size before it arrives.
 * Dark mode inverts the grey drawing (styles.module.css).
 */
import type {CSSProperties, ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {src: string; width: string; height: string; alt: string};

/** Stable class name (tests, print styles). */
export const DiagramClassName = 'so-diagram';

export default function Diagram({src, width, height, alt}: Props): ReactNode {
  return (
    <div className={`${DiagramClassName} ${styles.diagram}`} style={{'--diagram-width': `${width}px`} as CSSProperties}>
      <img className={styles.image} src={src} width={width} height={height} alt={alt} decoding="async" />
    </div>
  );
}
