import { useLocation, useNavigate } from 'react-router';
import { HeartIcon } from '#components/ui/icons';
import { useIsSignedIn } from '#lib/auth-token';
import { cn } from '#lib/cn';
import { formatCount } from '#lib/format';
import { useToggleLike } from '../api/toggle-like';
import { paths } from '#config/paths';
import { useT } from '#lib/i18n/i18n-context';
import { LISTING } from '../lib/listing-words';

export type LikeButtonProps = {
  therapistId: string;
  therapistName: string;
  liked: boolean;
  likes: number;
  className?: string;
};

/**
 * Heart toggle with the likes count. Signed out, it sends the visitor to sign in and back here
 * (spec §5: /login?mode=login&redirect={current path and query}).
 */
export function LikeButton({
  therapistId,
  therapistName,
  liked,
  likes,
  className,
}: LikeButtonProps) {
  const signedIn = useIsSignedIn();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const toggle = useToggleLike();
  const pending = toggle.isPending && toggle.variables === therapistId;

  const onClick = () => {
    if (!signedIn) {
      const redirect = `${location.pathname}${location.search}`;
      void navigate(paths.login({ mode: 'login', redirect, keepRoot: true }));
      return;
    }
    toggle.mutate(therapistId);
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={liked}
      aria-busy={pending || undefined}
      disabled={pending}
      aria-label={t(liked ? LISTING.liked : LISTING.like, {
        name: therapistName,
        likes,
        likesText: formatCount(likes),
      })}
      className={cn(
        'relative z-10 inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-control px-2.5 text-sm font-medium transition-colors',
        liked
          ? 'text-rose-700 hover:bg-rose-50'
          : 'text-slate-600 hover:bg-slate-100 hover:text-rose-700',
        className,
      )}
    >
      <HeartIcon filled={liked} className={cn(pending && 'opacity-50')} />
      <span aria-hidden="true">{formatCount(likes)}</span>
    </button>
  );
}
