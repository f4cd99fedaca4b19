import { useEffect, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router';

const BOUNCE_DELAY_MS = 500;
const BOUNCE_DURATION_MS = 5000;

/**
 * Arriving from onboarding (?from=onboard or an onboard referrer): after 500 ms scroll to the Run
 * button and bounce it for 5 s.
 */
export function useOnboardArrival(target: RefObject<HTMLElement | null>): boolean {
  const [params] = useSearchParams();
  const fromOnboard = params.get('from') === 'onboard' || document.referrer.includes('onboard');
  const [bouncing, setBouncing] = useState(false);

  useEffect(() => {
    if (!fromOnboard) return;
    let stop: ReturnType<typeof setTimeout> | undefined;
    const start = setTimeout(() => {
      target.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      setBouncing(true);
      stop = setTimeout(() => setBouncing(false), BOUNCE_DURATION_MS);
    }, BOUNCE_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(stop);
    };
  }, [fromOnboard, target]);

  return bouncing;
}
