/**
 * <ProductName />: the product's name in MDX pages. Pages never type the name; they use this, so a rename is one
 * change in site/product.ts.
 */
import {PRODUCT_NAME} from '@site/site/product';

export default function ProductName(): string {
  return PRODUCT_NAME;
}
