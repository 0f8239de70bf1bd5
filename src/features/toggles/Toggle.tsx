import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { announceLayoutChange } from '@/shared/layout-events';
import { toggleDurationSeconds } from './duration';
import './toggles.css';

/**
 * A toggle block (promises §2): `.toggle` > `button.toggle-head[aria-expanded]` + `.toggle-body`; `.toggle.open`
 * when open. The body stays in the HTML while closed (`hidden="until-found"`), so find-in-page and search
 * engines see it, and the browser opens it when a search lands inside. Before its island hydrates the head works
 * through src/shared/early/before-hydration.mjs (promises §8); without JavaScript the bodies are shown open
 * (./toggles.css).
 */
export function Toggle({
  title,
  children,
  headingLevel = 3,
}: {
  title: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  const firstRender = useRef(true);
  /** Set when the block was opened before hydration: React takes that state over without animating it again. */
  const takenOver = useRef(false);
  const Heading = `h${headingLevel}` as const;

  // In the commit that hydrates, not after it: a click React replays once hydrated (Astro hands the head over before
  // React has run) must find the state taken over, or it toggles the closed state and leaves the block open.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    // Opened from its head before the island woke (src/shared/early/before-hydration.mjs): the state taken over.
    if (!body.hasAttribute('hidden')) {
      takenOver.current = true;
      setOpen(true);
    }
    const onBeforeMatch = () => setOpen(true);
    body.addEventListener('beforematch', onBeforeMatch);
    return () => body.removeEventListener('beforematch', onBeforeMatch);
  }, []);

  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    // React cannot write `hidden="until-found"` (it renders a boolean), so the closed state is written here.
    if (firstRender.current) {
      firstRender.current = false;
      if (!open && body.hasAttribute('hidden')) body.setAttribute('hidden', 'until-found');
      return;
    }
    if (takenOver.current) {
      takenOver.current = false;
      return;
    }
    animation.current?.cancel();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (open) body.removeAttribute('hidden');
    const height = body.scrollHeight;
    const seconds = toggleDurationSeconds(height, reduced);
    const finish = () => {
      if (!open) body.setAttribute('hidden', 'until-found');
      body.style.removeProperty('overflow');
      announceLayoutChange();
    };
    if (seconds === 0) {
      finish();
      return;
    }
    body.style.overflow = 'hidden';
    const frames = [{ height: '0px' }, { height: `${height}px` }];
    // The site's easing, as CSS has it (`--ease`, written from the motion constants): not repeated here. Every built
    // page carries it; a page that somehow did not would open its toggles linearly rather than not at all.
    const easing = getComputedStyle(body).getPropertyValue('--ease').trim() || 'linear';
    const run = body.animate(open ? frames : frames.reverse(), { duration: seconds * 1000, easing });
    animation.current = run;
    run.onfinish = finish;
  }, [open]);

  return (
    <div className={open ? 'toggle open' : 'toggle'}>
      <Heading className="toggle-title">
        <button
          type="button"
          className="toggle-head"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((v) => !v)}
        >
          <span>{title}</span>
          <span className="toggle-icon" aria-hidden="true" />
        </button>
      </Heading>
      {/* Closed in the server HTML; from then on the effect owns the attribute (React never rewrites an unchanged prop). */}
      <div ref={bodyRef} className="toggle-body" id={bodyId} hidden>
        <div className="toggle-content">{children}</div>
      </div>
    </div>
  );
}
