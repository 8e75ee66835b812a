import { useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

type CarouselOptions = { loop: boolean; align: 'start' | 'center' | 'end'; duration: number };

/**
 * An Embla carousel on the node given to the returned ref, loaded once the page has drawn: the
 * slides show as a plain row until it arrives, so the page does not wait for it.
 */
export function useDeferredCarousel({ loop, align, duration }: CarouselOptions) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [carousel, setCarousel] = useState<EmblaCarouselType | undefined>(undefined);

  useEffect(() => {
    if (!viewport) return;
    let cancelled = false;
    let created: EmblaCarouselType | undefined;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      created = EmblaCarousel(viewport, { loop, align, duration });
      setCarousel(created);
    });
    return () => {
      cancelled = true;
      created?.destroy();
      setCarousel(undefined);
    };
  }, [viewport, loop, align, duration]);

  return [setViewport, carousel] as const;
}
