import type { Page } from 'playwright-core';

/** A JPEG drawn by the browser itself, in the shop's colours, square (within Instagram's aspect ratios). */
export async function drawJpeg(page: Page, colors: [string, string] = ['#8e2de2', '#f7971e']): Promise<Buffer> {
  const dataUrl = await page.evaluate(([from, to]) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1080;
    canvas.height = 1080;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 1080, 1080);
    gradient.addColorStop(0, from);
    gradient.addColorStop(1, to);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1080, 1080);
    return canvas.toDataURL('image/jpeg', 0.85);
  }, colors);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
