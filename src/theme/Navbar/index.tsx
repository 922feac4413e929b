/**
 * Navbar wrapper: the original navbar, dressed in the product's look by styles.module.css (brand stripe, title
 * weight). No element is added around it: the navbar is sticky and hides on scroll, which a wrapper box would break.
 */
import type {ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import './styles.module.css';

type Props = WrapperProps<typeof NavbarType>;

export default function NavbarWrapper(props: Props): ReactNode {
  return <Navbar {...props} />;
}
