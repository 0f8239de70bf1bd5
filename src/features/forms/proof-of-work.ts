/**
 * The proof of work each send through the venue's relay carries (promises §16): a challenge from `GET /api/altcha`,
 * solved by ALTCHA's own worker (from the `altcha` package) with `altcha-lib`'s solver, in the background, from the
 * visitor's first use of a form: this module is loaded with the sending code (send-form.ts), and starts at once. No
 * checkbox to tick, no cookie: by the time a visitor has written a message, the work is done.
 *
 * Each solution is accepted once. `takeProof()` hands over the one ready (or being solved); after a failed send the
 * next is started at once (send-form.ts), so that the visitor's second try finds one waiting.
 */
import { solveChallengeWorkers, type Challenge } from 'altcha-lib';
import workerUrl from 'altcha/workers/pbkdf2?worker&url';
import { EmailSendError, NETWORK_ERROR_TEXT } from '@/lib/emailjs';

/** A solution is asked again this long before its challenge expires (the relay's lifetime is an hour). */
const FRESH_FOR_MS = 5 * 60 * 1000;

interface Proof {
  payload: Promise<string>;
  /** When its challenge expires, in ms since 1970; 0 until it is known. */
  expiresAt: number;
}

let next: Proof | null = null;

/** The User Timing entry of each solve. */
const SOLVE_MEASURE = 'foyer:proof-of-work';

/** Workers beside the page, one a core, at most four: the visitor is typing, and the page waits on little else. */
const concurrency = () => Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2));

function solve(): Proof {
  const proof: Proof = { expiresAt: 0, payload: Promise.resolve('') };
  proof.payload = (async () => {
    let response: Response;
    try {
      response = await fetch('/api/altcha', { cache: 'no-store' });
    } catch {
      throw new EmailSendError(0, NETWORK_ERROR_TEXT);
    }
    if (!response.ok) throw new EmailSendError(response.status, await response.text());
    const challenge = (await response.json()) as Challenge;
    proof.expiresAt = (challenge.parameters.expiresAt ?? 0) * 1000;
    const started = performance.now();
    const solution = await solveChallengeWorkers({
      challenge,
      concurrency: concurrency(),
      createWorker: () => new Worker(workerUrl),
    });
    if (!solution) throw new EmailSendError(0, 'The proof of work could not be solved.');
    // The solve's time, as the bench reads it (bench/proof-of-work.mjs).
    performance.measure(SOLVE_MEASURE, { start: started });
    // As ALTCHA's widget sends it: base64 of the challenge and its solution, as JSON.
    return btoa(JSON.stringify({ challenge, solution }));
  })();
  // A failed solve is asked again at the next take, not left to fail that one too.
  proof.payload.catch(() => {
    if (next === proof) next = null;
  });
  return proof;
}

/** Starts a solution unless one is ready or on its way. */
export function prepareProof(): void {
  const stale = next && next.expiresAt !== 0 && next.expiresAt - Date.now() < FRESH_FOR_MS;
  if (!next || stale) next = solve();
}

/** The solution for this send, ready or on its way. */
export function takeProof(): Promise<string> {
  prepareProof();
  const taken = (next as Proof).payload;
  next = null;
  return taken;
}
