const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or body id can name a row at all: anything else is "not found" without a query. */
export const isUuid = (s: string) => UUID.test(s);
