/**
 * The product's name and current release, for the site's components and the <ProductName /> MDX component. They are
 * set once, in site/product.ts.
 */
export {CURRENT_RELEASE, PRODUCT_NAME} from '../../site/product.ts';
