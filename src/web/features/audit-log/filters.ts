export const filterNames = ["actor", "action", "subject", "from", "to"] as const;
export type EventFilters = Record<(typeof filterNames)[number], string>;

/** The filters that are set, for the address of a page, the pager and the export. */
export const filterQuery = (filters: EventFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ""));
