/**
 * Registers the site's MDX components globally, so pages use them without import lines (which the prose linters
 * would otherwise read as text). Wraps the original map; nothing of it is replaced.
 */
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ProductName from '@site/src/components/ProductName';
import RequiredRoles from '@site/src/components/RequiredRoles';
import MenuPath from '@site/src/components/MenuPath';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  ProductName,
  RequiredRoles,
  MenuPath,
};
