/**
 * The proof of work a test send carries through the relay (promises §16, §18), as a form's does
 * (src/features/forms/proof-of-work.ts): a challenge from the edge, solved by ALTCHA's own worker beside the page.
 * The worker is served under /admin/ (src/pages/admin/proof-worker.js.ts), within the editor's policy.
 */
import { solveChallengeWorkers, type Challenge } from 'altcha-lib';
import { PROOF_WORKER } from './paths';
import { WORDS } from './words';

/** An answer that is not the send's success: its status (0: none came) and its text. */
export class TestSendError extends Error {
  readonly status: number;
  readonly text: string;
  constructor(status: number, text: string) {
    super(text);
    this.status = status;
    this.text = text;
  }
}

/** A solution, as ALTCHA's widget sends it: base64 of the challenge and its solution, as JSON. */
export async function solveProof(): Promise<string> {
  const response = await fetch('/api/altcha', { cache: 'no-store' }).catch(() => null);
  if (!response) throw new TestSendError(0, WORDS.noAnswer);
  if (!response.ok) throw new TestSendError(response.status, (await response.text()).trim());
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2)),
    createWorker: () => new Worker(PROOF_WORKER),
  });
  if (!solution) throw new TestSendError(0, WORDS.unsolved);
  return btoa(JSON.stringify({ challenge, solution }));
}
