/** The most records one page (or one `filter={"id":[…]}`) may ask for, in every list of the API. */
export const MAX_PAGE_SIZE = 1000;
