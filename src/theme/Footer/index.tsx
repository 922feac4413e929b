/**
 * Footer wrapper: the original footer (columns, logo, copyright from config) followed by a line that says which
 * release the documentation describes, so a reader knows whether a page matches their installation.
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import {PRODUCT_NAME, CURRENT_RELEASE} from '@site/site/product';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <Footer {...props} />
      <p className="so-footer-version">
        <Translate
          id="footer.releaseLine"
          description="Footer line naming the release the docs describe"
          values={{product: PRODUCT_NAME, release: CURRENT_RELEASE}}>
          {'This documentation describes {product} {release}.'}
        </Translate>
      </p>
    </>
  );
}
