/**
 * Wraps the theme's DocVersionRoot: the version's data it hands to the docs below comes without the sidebars and
 * docs of the route shards (plugins/page-weight/route-shards/: every doc page loaded them all); the shards loaded
 * before the page rendered put theirs back here (src/client/route-shards.ts). On the server, and for a version with
 * no shard, the data is the theme's as it was.
 */
import React, {type ReactNode} from 'react';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import type DocVersionRootType from '@theme/DocVersionRoot';
import type {WrapperProps} from '@docusaurus/types';
import {withShardVersionData} from '../../client/route-shards';

type Props = WrapperProps<typeof DocVersionRootType>;

export default function DocVersionRootWrapper(props: Props): ReactNode {
  return <DocVersionRoot {...props} version={withShardVersionData(props.version)} />;
}
