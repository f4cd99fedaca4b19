// Page sizes of every connection, shared with the query cost limits (kept free of imports so
// config.ts can read them).
export const MAX_PAGE = 100;
/** The page size when a connection is asked for without `first`. */
export const DEFAULT_PAGE_SIZE = 20;
