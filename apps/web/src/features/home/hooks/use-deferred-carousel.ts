import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

type CarouselOptions = { loop: boolean; align: 'start' | 'center' | 'end'; duration: number };

/**
 * An Embla carousel on the node given to the returned ref, loaded once that node comes near the
 * screen: the slides show as a plain row until then, so neither loading the page nor adopting it
 * waits for the carousel to measure its slides.
 */
export function useDeferredCarousel({ loop, align, duration }: CarouselOptions) {
  // A ref object, not state: a state setter as the ref would update the page synchronously in the
  // middle of adopting it, and take every other effect of the page along.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [carousel, setCarousel] = useState<EmblaCarouselType | undefined>(undefined);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let cancelled = false;
    let created: EmblaCarouselType | undefined;
    const start = () =>
      void import('embla-carousel').then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        created = EmblaCarousel(viewport, { loop, align, duration });
        setCarousel(created);
      });
    const nearScreen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        nearScreen.disconnect();
        start();
      },
      { rootMargin: '50% 0px' },
    );
    nearScreen.observe(viewport);
    return () => {
      cancelled = true;
      nearScreen.disconnect();
      created?.destroy();
      setCarousel(undefined);
    };
  }, [loop, align, duration]);

  return [viewportRef, carousel] as const;
}
