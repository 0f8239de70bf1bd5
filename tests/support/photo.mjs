// @ts-check
/**
 * A photo-like picture drawn by Chromium's canvas (gradient, shapes and grain, so that JPEG cannot shrink
 * it much: the 4–12 MB of a real phone photo), encoded as `type` and returned as base64. Shared by the
 * attachment e2e tests and the compression benchmark so that both measure the same kind of picture.
 *
 * @param {import('playwright-core').Page} page any page: only its canvas is used
 * @param {number} width
 * @param {number} height
 * @param {'image/jpeg' | 'image/png'} type
 * @param {number} [seed]
 * @returns {Promise<string>}
 */
export function drawPhoto(page, width, height, type, seed = 1) {
  return page.evaluate(
    async ({ width, height, type, seed }) => {
      let state = seed;
      const random = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
      const sky = ctx.createLinearGradient(0, 0, width, height);
      sky.addColorStop(0, '#2b4d7a');
      sky.addColorStop(0.5, '#d9a46b');
      sky.addColorStop(1, '#3d2a1c');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, width, height);
      for (let i = 0; i < 400; i++) {
        ctx.fillStyle = `hsla(${random() * 360},60%,${30 + random() * 40}%,0.5)`;
        ctx.beginPath();
        ctx.arc(random() * width, random() * height, 20 + random() * width * 0.08, 0, Math.PI * 2);
        ctx.fill();
      }
      // Grain: what makes a photo expensive to compress.
      const image = ctx.getImageData(0, 0, width, height);
      const data = image.data;
      for (let i = 0; i < data.length; i += 4) {
        const grain = (random() - 0.5) * 70;
        for (let c = i; c < i + 3; c++) data[c] = (data[c] ?? 0) + grain;
      }
      ctx.putImageData(image, 0, 0);
      /** @type {Blob | null} */
      const encoded = await new Promise((resolve) => canvas.toBlob(resolve, type, 0.92));
      if (!encoded) throw new Error(`Chromium could not encode ${type}`);
      const blob = encoded;
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { width, height, type, seed },
  );
}
