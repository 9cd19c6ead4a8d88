/** The most records one page (or one `filter={"id":[…]}`) may ask for, in every list of the API. */
export const MAX_PAGE_SIZE = 1000;
/** The highest page number a list may be asked for (beyond any list the shop can hold). */
export const MAX_PAGE = 1_000_000;
/** Records a page holds when the request does not say. */
export const DEFAULT_PAGE_SIZE = 20;
