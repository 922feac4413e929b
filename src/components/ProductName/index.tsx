/**
 * <ProductName />: the product's name in MDX pages. Pages never type the name; they use this, so a rename is one
 * change in src/constants/product.ts.
 */
import {PRODUCT_NAME} from '@site/src/constants/product';

export default function ProductName(): string {
  return PRODUCT_NAME;
}
