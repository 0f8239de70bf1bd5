import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures';
import { makeAttachmentFiles, type AttachmentFiles } from './attachment-files';

/** The shared test plus the generated files, made once per worker. */
export const test = base.extend<object, { files: AttachmentFiles }>({
  files: [
    async ({ browser }, provide, workerInfo) => {
      const files = await makeAttachmentFiles(browser, workerInfo.workerIndex);
      await provide(files);
      fs.rmSync(files.dir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

export { expect };

export const widget = (page: Page) => page.locator('#email-attach-uploader');
export const fileInput = (page: Page) => widget(page).locator('input[type=file]');
export const items = (page: Page) => widget(page).locator('.attach-item');
export const form = (page: Page) => page.locator('.form-wrapper:has(#email-attach-uploader)');
