/**
 * A tab panel that prints under its own label: on paper every panel of a tab group is shown (src/css/print.css) and
 * the tab list is hidden, so each panel starts with its tab's label, which only print shows. Registered as the
 * MDX `TabItem` (src/theme/MDXComponents.tsx); the classic theme's TabItem does the rest.
 */
import type {ComponentProps, ReactNode} from 'react';
import TabItem from '@theme-init/TabItem';

export default function PrintableTabItem(props: ComponentProps<typeof TabItem>): ReactNode {
  return (
    <TabItem {...props}>
      <p className="tab-print-label">{props.label ?? props.value}</p>
      {props.children}
    </TabItem>
  );
}
