import { useEffect } from 'react';
import { useLanguage } from '#lib/i18n/i18n-context';
import { twinPath } from '#lib/i18n/language';
import { useProfile } from '../api/get-profile';

/**
 * Signed-in pages follow the language the account chose: opened in the other one (an old
 * bookmark, a link from a mail), the page goes to its twin. Signed out nothing happens, so
 * crawlers and shared links always see the page they were sent to.
 */
export function useAccountLanguage(): void {
  const pageLanguage = useLanguage();
  const chosen = useProfile().data?.language;
  useEffect(() => {
    if (!chosen || chosen === pageLanguage) return;
    const { pathname, search, hash } = window.location;
    window.location.replace(twinPath(`${pathname}${search}${hash}`, chosen));
  }, [chosen, pageLanguage]);
}
