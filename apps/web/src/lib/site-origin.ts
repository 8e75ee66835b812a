let publicOrigin: string | undefined;

/** The site's public origin, as the server that drew the page names it (its canonical links use it). */
export function setSiteOrigin(origin: string): void {
  publicOrigin = origin.replace(/\/+$/, '');
}

/** Origin for absolute links: the server's public one when it drew the page, else this window's. */
export function siteOrigin(): string {
  return publicOrigin ?? window.location.origin;
}
