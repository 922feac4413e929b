/**
 * The product's name and current release: one constant for the whole site.
 * Config modules, React components and the <ProductName /> MDX component all read it from here.
 */
export const PRODUCT_NAME = 'Smart Office';

/** The release the docs describe (the newest entry of the release notes). */
export const CURRENT_RELEASE = '2.13';
