// The exports of @docusaurus/utils-common, taken from its own files. Its index requires tslib,
// which brings every tslib helper (3.4 KiB on the wire) into the main bundle for one of them.
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export { addPrefix, removeSuffix, addSuffix, removePrefix } from '@docusaurus/utils-common/lib/stringUtils.js';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils.js';
export const blogPostContainerID = '__blog-post-container';
