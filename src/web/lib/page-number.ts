/**
 * The list page an address asks for (`?page=`): a whole number from 1, else 1. Anything else a person could type or
 * edit into the address (`abc`, `-3`, `2.5`, `1e999`) gives a page the API accepts rather than an error page.
 */
export function pageNumber(value: string | null): number {
  const page = Math.floor(Number(value));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
