/** Longest search query a reader can type or paste (site spec, section 5); longer input is cut. */
export const SEARCH_INPUT_MAX_LENGTH = 512;
