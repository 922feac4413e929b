/**
 * Colour-mode switch wrapper: the original toggle (it stores the choice under the `theme` key) in a frame with the
 * product's focus ring and hover colour, so the switch is easy to find and to reach by keyboard.
 */
import type {ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ColorModeToggleType>;

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  return (
    <span className={styles.frame}>
      <ColorModeToggle {...props} />
    </span>
  );
}
