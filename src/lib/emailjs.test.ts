// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The SDK says which version sent the email: whatever version is installed, not one written here.
import emailjsPackage from '@emailjs/browser/package.json';
import { EmailSendError, MissingEmailIdError, NETWORK_ERROR_TEXT, sendEmail } from './emailjs';

// EmailJS is faked at its network boundary: the library itself runs, fetch answers.
const fetchMock = vi.fn<typeof fetch>();
const account = { publicKey: 'pk_123', serviceId: 'service_1', origin: 'https://mail.example' };
const request = { templateId: 'template_1', templateParams: { reply_to: 'ada@example.com', message: 'Hi' } };

function answer(status: number, text: string, contentType = 'text/plain') {
  fetchMock.mockResolvedValueOnce(new Response(text, { status, headers: { 'Content-Type': contentType } }));
}

async function failure(promise: Promise<unknown>): Promise<EmailSendError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EmailSendError);
  return error as EmailSendError;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('sendEmail', () => {
  it('posts the EmailJS body to the origin and resolves on 200 "OK"', async () => {
    answer(200, 'OK');
    await expect(sendEmail(account, request)).resolves.toEqual({ status: 200, text: 'OK' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://mail.example/api/v1.0/email/send');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      lib_version: emailjsPackage.version,
      user_id: 'pk_123',
      service_id: 'service_1',
      template_id: 'template_1',
      template_params: { reply_to: 'ada@example.com', message: 'Hi' },
    });
  });

  it('with the relay, posts the library’s own body with its proof of work to the relay on this origin (promises §16)', async () => {
    answer(200, 'OK');
    answer(200, 'OK');
    await sendEmail(account, request);
    const proof = vi.fn(async () => 'c29sdmVk');
    await sendEmail({ ...account, origin: '', relay: true }, { ...request, proof });
    const [library, relayed] = fetchMock.mock.calls.map(([url, init]) => ({
      url,
      body: JSON.parse(String(init?.body)),
    }));
    expect(relayed!.url).toBe(`${window.location.origin}/api/v1.0/email/send`);
    expect(relayed!.body).toEqual({ ...library!.body, altcha: 'c29sdmVk' });
    expect(proof).toHaveBeenCalledTimes(1);
    // The relay's refusal reads as EmailJS's own failures do.
    answer(403, 'This proof of work was used before: the page asks for a new one.');
    const error = await failure(sendEmail({ ...account, origin: '', relay: true }, { ...request, proof }));
    expect([error.status, error.text]).toEqual([
      403,
      'This proof of work was used before: the page asks for a new one.',
    ]);
  });

  it("uses the page's own origin when the origin setting is empty (local outbox)", async () => {
    answer(200, 'OK');
    await sendEmail({ ...account, origin: '' }, request);
    expect(fetchMock.mock.calls[0]![0]).toBe(`${window.location.origin}/api/v1.0/email/send`);
  });

  it('rejects with the status and text of an error answer', async () => {
    answer(400, 'The template ID is invalid.');
    const error = await failure(sendEmail(account, request));
    expect([error.status, error.text]).toEqual([400, 'The template ID is invalid.']);
  });

  it('reads the title of an HTML error page instead of its markup', async () => {
    answer(
      413,
      '<html><head><title>413 Request Entity Too Large</title></head><body><h1>413</h1><hr>nginx</body></html>',
      'text/html',
    );
    const error = await failure(sendEmail(account, request));
    expect([error.status, error.text]).toEqual([413, '413 Request Entity Too Large']);
  });

  it('names the status when an error answer has no text', async () => {
    answer(502, '');
    expect((await failure(sendEmail(account, request))).text).toBe('The email service answered with status 502.');
  });

  it('turns a network failure into status 0 with a readable text', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(sendEmail(account, request));
    expect([error.status, error.text]).toEqual([0, NETWORK_ERROR_TEXT]);
  });

  it.each([
    [{ ...account, publicKey: '' }, 'template_1', /^The public key \(user id\) is required/],
    [{ ...account, serviceId: ' ' }, 'template_1', /^The service ID is required/],
    [account, '', /^The template ID is required/],
  ])('throws naming the missing id, before anything is sent', async (acc, templateId, message) => {
    const error = await sendEmail(acc, { ...request, templateId }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingEmailIdError);
    expect((error as Error).message).toMatch(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('rate limit', () => {
    const limited = { ...request, rateLimit: { id: 'foyer:test', throttleMs: 60_000 } };

    it('refuses a second email within the throttle, without a request', async () => {
      answer(200, 'OK');
      await sendEmail(account, limited);
      const error = await failure(sendEmail(account, limited));
      expect([error.status, error.text]).toEqual([429, 'Too Many Requests']);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('does not count a failed send, so the visitor can try again at once', async () => {
      answer(500, 'Internal Server Error');
      await failure(sendEmail(account, limited));
      answer(200, 'OK');
      await expect(sendEmail(account, limited)).resolves.toEqual({ status: 200, text: 'OK' });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('keeps forms apart: another id is not limited', async () => {
      answer(200, 'OK');
      answer(200, 'OK');
      await sendEmail(account, limited);
      await expect(
        sendEmail(account, { ...request, rateLimit: { id: 'foyer:other', throttleMs: 60_000 } }),
      ).resolves.toMatchObject({ status: 200 });
    });
  });
});
