/**
 * The product's name and the release the current docs describe: one constant each for the whole site. Config
 * modules, React components and the <ProductName /> MDX component read them from here.
 */
export const PRODUCT_NAME = 'Smart Office';

/** The release the current docs describe (the newest entry of the release notes). */
export const CURRENT_RELEASE = '2.13';
