import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the browser needs to adopt a page the server drew: the data it was drawn from, the origin,
 * and the message namespaces its words came from (loaded before the page is adopted).
 */
export type DrawnPageState = { origin: string; queries: DehydratedState; namespaces?: string[] };

const STATE_ELEMENT_ID = 'drawn-page-state';

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
