import { buttonClasses } from '#components/ui/button';
import { ShareIcon } from '#components/ui/icons';
import { showError, showSuccess } from '#lib/toast';
import { useT } from '#lib/i18n/i18n-context';
import { SITE } from '#lib/site';
import { PROFILE } from '../lib/profile-words';

/** Shares the profile with the Web Share API when there is one, else copies the link. */
export function ShareButton({ name, title }: { name: string; title: string }) {
  const t = useT();
  const onClick = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: `${name}, ${title}`,
          text: t(PROFILE.shareText, { name, site: SITE.name }),
          url,
        });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Sharing failed for another reason: fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showSuccess(t(PROFILE.copied), { id: 'share' });
    } catch {
      showError(t(PROFILE.copyFailed), { id: 'share' });
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      className={buttonClasses('secondary', 'md')}
    >
      <ShareIcon width={18} height={18} />
      {t(PROFILE.share)}
    </button>
  );
}
