/**
 * `?method=cr3520` in a link to /tools opens the CR3520 method assistant (spec §2, §9). A module of
 * its own so that the tools page can read a link without loading the assistant's code.
 */
export const METHOD_QUERY_VALUE = "cr3520";
