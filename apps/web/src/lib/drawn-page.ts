import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the browser needs to adopt a page the server drew: the data it was drawn from, the origin,
 * and the message namespaces its words came from (loaded before the page is adopted).
 */
export type DrawnPageState = { origin: string; queries: DehydratedState; namespaces?: string[] };

const STATE_ELEMENT_ID = 'drawn-page-state';

/**
 * The drawn data, dated `servedAt`. The server sends a page it kept drawn only after asking its
 * calls again and getting the same answers (api plugins/page-drawer.ts), so the data is current
 * when the page is served, however long ago it was drawn; dated at the drawing, data older than
 * the queries' stale time would be fetched again on arrival (and zod and the response schemas
 * loaded with it) for nothing.
 */
export function datedAt(queries: DehydratedState, servedAt: number): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.status === 'success'
        ? {
            ...query,
            dehydratedAt: servedAt,
            state: { ...query.state, dataUpdatedAt: servedAt },
          }
        : query,
    ),
  };
}

/** The state as a JSON data block (never executed, so the CSP's ban on inline scripts holds). */
export function drawnPageStateScript(state: DrawnPageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${STATE_ELEMENT_ID}">${json}</script>`;
}

/** The state the server left in this page, or null when the browser draws the page alone. */
export function readDrawnPageState(): DrawnPageState | null {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DrawnPageState;
  } catch {
    return null;
  }
}
