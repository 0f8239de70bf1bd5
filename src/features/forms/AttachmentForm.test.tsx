// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The SDK says which version sent the email: whatever version is installed, not one written here.
import emailjsPackage from '@emailjs/browser/package.json';
import { LOCAL_EMAIL } from '@/config/settings.mjs';
import { adminLabel } from '@/config/public-settings';
import { AttachmentSlot, type AttachmentSource, type EncodedAttachment } from '@/shared/form-attachments';
import { AttachmentForm } from './AttachmentForm';
import { en } from '@/i18n/en';
import { formWords } from './form-logic';

/**
 * The attachment path of promises §3 through the real seam: a stand-in widget registers an
 * `AttachmentSource` through `AttachmentSlot` exactly as the attachments feature does; EmailJS is faked at fetch.
 */
const fetchMock = vi.fn<typeof fetch>();

class FakeWidget implements AttachmentSource {
  removed = 0;
  constructor(
    public files: EncodedAttachment[],
    private readonly failure?: Error,
  ) {}
  async ready() {}
  count() {
    return this.files.length;
  }
  async encode() {
    if (this.failure) throw this.failure;
    return this.files;
  }
  removeSecond() {
    this.removed += 1;
    this.files = this.files.slice(0, 1);
  }
}

function Widget({ source }: { source: AttachmentSource }) {
  const register = useContext(AttachmentSlot);
  useEffect(() => {
    register?.(source);
    return () => register?.(null);
  }, [register, source]);
  return <div id="email-attach-uploader" />;
}

const ONE = { name: 'sketch.png', dataUrl: 'data:image/png;base64,AAAA' };
const TWO = { name: 'room.jpg', dataUrl: 'data:image/jpeg;base64,BBBB' };

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(en.forms.fields.name.label), 'Ada');
  await user.type(screen.getByLabelText(en.forms.fields.email.label), 'ada@example.com');
  await user.type(screen.getByLabelText(en.forms.fields.message.label), 'Like this');
  await user.click(screen.getByRole('button', { name: 'Send with photos' }));
}

function sentBody(call = 0) {
  return JSON.parse(String(fetchMock.mock.calls[call]![1]?.body));
}

const failureBox = () => document.querySelector('.form-wrapper.attachments .failure-box') as HTMLElement;
const successBox = () => document.querySelector('.form-wrapper.attachments .success-box') as HTMLElement;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The form with the stand-in widget inside, as the contact page nests the real one. */
const renderForm = (widget: FakeWidget) =>
  render(
    <AttachmentForm words={formWords(en.forms, 'attachments', 'en-GB')}>
      <Widget source={widget} />
    </AttachmentForm>,
  );

describe('AttachmentForm', () => {
  it('sends the attachments template with file_name_N / image_data_N when files are chosen', async () => {
    fetchMock.mockResolvedValueOnce(new Response('OK', { status: 200 }));
    const widget = new FakeWidget([ONE, TWO]);
    renderForm(widget);
    expect(document.querySelector('form #email-attach-uploader')).not.toBeNull();
    await fillAndSend();
    await waitFor(() => expect(successBox()).toBeVisible());
    expect(sentBody()).toEqual({
      lib_version: emailjsPackage.version,
      user_id: LOCAL_EMAIL.publicKey,
      service_id: LOCAL_EMAIL.serviceId,
      template_id: LOCAL_EMAIL.templates.attachments,
      template_params: {
        reply_to: 'ada@example.com',
        from_name: 'Ada',
        to_name: adminLabel,
        message: 'Like this',
        file_name_1: 'sketch.png',
        image_data_1: ONE.dataUrl,
        file_name_2: 'room.jpg',
        image_data_2: TWO.dataUrl,
      },
    });
  });

  it('sends the message template when the widget holds no file', async () => {
    fetchMock.mockResolvedValueOnce(new Response('OK', { status: 200 }));
    renderForm(new FakeWidget([]));
    await fillAndSend();
    await waitFor(() => expect(successBox()).toBeVisible());
    expect(sentBody().template_id).toBe(LOCAL_EMAIL.templates.message);
    expect(Object.keys(sentBody().template_params)).toEqual(['reply_to', 'from_name', 'to_name', 'message']);
  });

  it('on a size-limit failure, advises one image per form and removes the second image', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Request Entity Too Large', { status: 413 }));
    const widget = new FakeWidget([ONE, TWO]);
    renderForm(widget);
    await fillAndSend();
    await waitFor(() => expect(failureBox()).toBeVisible());
    expect(failureBox()).toHaveTextContent(
      'Oops! Request Entity Too Large. Please try submitting the form twice, sending only one image per form',
    );
    expect(widget.removed).toBe(1);
    expect(widget.count()).toBe(1);
    expect(successBox()).not.toBeVisible();

    // The visitor sends again with the one image left.
    fetchMock.mockResolvedValueOnce(new Response('OK', { status: 200 }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send with photos' }));
    await waitFor(() => expect(successBox()).toBeVisible());
    expect(sentBody(1).template_params).not.toHaveProperty('file_name_2');
    expect(sentBody(1).template_params.file_name_1).toBe('sketch.png');
  });

  it('treats EmailJS’s own 413 text the same: advice, and the second image removed', async () => {
    const text = 'Variables size limit. The maximum allowed variables size is 50Kb';
    fetchMock.mockResolvedValueOnce(new Response(text, { status: 413 }));
    const widget = new FakeWidget([ONE, TWO]);
    renderForm(widget);
    await fillAndSend();
    await waitFor(() => expect(failureBox()).toBeVisible());
    expect(failureBox()).toHaveTextContent(
      `Oops! ${text}. Please try submitting the form twice, sending only one image per form`,
    );
    expect(widget.removed).toBe(1);
    expect(widget.count()).toBe(1);
  });

  it('without images, shows a size-limit answer as the service said it: no image advice (promises §3)', async () => {
    const text = 'Variables size limit. The maximum allowed variables size is 50Kb';
    fetchMock.mockResolvedValueOnce(new Response(text, { status: 413 }));
    const widget = new FakeWidget([]);
    renderForm(widget);
    await fillAndSend();
    await waitFor(() => expect(failureBox()).toBeVisible());
    expect(failureBox().textContent).toBe(`Oops! ${text}`);
    expect(widget.removed).toBe(0);
  });

  it('leaves the images alone on other failures', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Internal Server Error', { status: 500 }));
    const widget = new FakeWidget([ONE, TWO]);
    renderForm(widget);
    await fillAndSend();
    await waitFor(() => expect(failureBox()).toHaveTextContent('Oops! Internal Server Error'));
    expect(widget.removed).toBe(0);
  });

  it('reports an image that cannot be processed and sends nothing', async () => {
    renderForm(new FakeWidget([ONE], new Error('The image "x.png" could not be read.')));
    await fillAndSend();
    await waitFor(() =>
      expect(failureBox()).toHaveTextContent('Oops, something went wrong! The image "x.png" could not be read.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send with photos' })).toBeEnabled();
  });

  it('works without a widget (the form alone)', async () => {
    fetchMock.mockResolvedValueOnce(new Response('OK', { status: 200 }));
    render(<AttachmentForm words={formWords(en.forms, 'attachments', 'en-GB')} />);
    await fillAndSend();
    await waitFor(() => expect(successBox()).toBeVisible());
    expect(sentBody().template_id).toBe(LOCAL_EMAIL.templates.message);
  });
});
