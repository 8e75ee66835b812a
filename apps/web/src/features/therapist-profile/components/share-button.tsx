import { MESSAGES } from '@app/domain/messages';
import { buttonClasses } from '#components/ui/button';
import { ShareIcon } from '#components/ui/icons';
import { showError, showSuccess } from '#lib/toast';

/** Shares the profile with the Web Share API when there is one, else copies the link. */
export function ShareButton({ name, title }: { name: string; title: string }) {
  const onClick = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `${name}, ${title}`, text: `${name} on Manas Care`, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Sharing failed for another reason: fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showSuccess(MESSAGES.share.copied, { id: 'share' });
    } catch {
      showError(MESSAGES.share.copyFailed, { id: 'share' });
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      className={buttonClasses('secondary', 'md')}
    >
      <ShareIcon width={18} height={18} />
      Share
    </button>
  );
}
