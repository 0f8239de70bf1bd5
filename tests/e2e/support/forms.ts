import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures';

export interface EnquiryValues {
  name: string;
  email: string;
  message: string;
}

/** A form on the contact page, found by its wrapper (promises §2), with the visitor's moves on it. */
export function contactForm(page: Page, variant: 'enquiry' | 'attachments') {
  const wrapper = page.locator(`.form-wrapper.${variant}`);
  return {
    wrapper,
    form: wrapper.locator('form'),
    name: wrapper.locator('[name="name"]'),
    email: wrapper.locator('[name="email"]'),
    message: wrapper.locator('[name="message"]'),
    submit: wrapper.locator('[type="submit"]'),
    success: wrapper.locator('.success-box'),
    failure: wrapper.locator('.failure-box'),
    files: wrapper.locator('#email-attach-uploader input[type=file]'),
    async fill(values: EnquiryValues) {
      await this.name.fill(values.name);
      await this.email.fill(values.email);
      await this.message.fill(values.message);
    },
    async expectValues(values: EnquiryValues) {
      await expect(this.name).toHaveValue(values.name);
      // An email input drops surrounding white space from its value by itself (HTML's value sanitisation).
      await expect(this.email).toHaveValue(values.email.trim());
      await expect(this.message).toHaveValue(values.message);
    },
  };
}

/** A plain-text answer, as EmailJS gives. */
export const text = (status: number, body: string) => (route: Route) =>
  route.fulfill({ status, contentType: 'text/plain', body });

/** The console reports failed requests as errors; tests that provoke them on purpose allow them. */
export function allowFailedRequests(errorGuard: { allow(pattern: RegExp): void }) {
  errorGuard.allow(/^Failed to load resource/);
}
