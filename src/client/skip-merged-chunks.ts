/**
 * A client module: Docusaurus's prefetching skips chunks that the bundler merged into others, which it can no longer
 * tell by their URL once chunk files are named by id and content hash (plugins/page-weight/lean-route-tables/). The
 * runtime internal it wraps, and why: internals/rspack-chunk-prefetch.ts.
 */
import {skipMergedChunks} from '../../internals/rspack-chunk-prefetch.ts';

skipMergedChunks();
