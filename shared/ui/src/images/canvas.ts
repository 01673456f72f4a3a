import { CROP_FORMAT, CROP_QUALITY, drawPlan, rotatedSize, type Crop, type Rotation, type Size } from '@kk/domain';

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image cannot be read'));
    image.src = src;
  });
}

export const naturalSize = (image: HTMLImageElement): Size => ({ width: image.naturalWidth, height: image.naturalHeight });

/** Draws the crop of the turned image onto a square canvas of `size` pixels. */
export function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, rotation: Rotation, crop: Crop, size: number): void {
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return;
  const plan = drawPlan(naturalSize(image), rotation, crop, size);
  context.save();
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.scale(plan.scale, plan.scale);
  context.translate(plan.translateX, plan.translateY);
  context.rotate(plan.radians);
  context.drawImage(image, plan.drawX, plan.drawY);
  context.restore();
}

/** The whole turned image fitted into `maxSize`, the area outside the crop dimmed; answers the scale used. */
export function drawStage(canvas: HTMLCanvasElement, image: HTMLImageElement, rotation: Rotation, crop: Crop, maxSize: number): number {
  const turned = rotatedSize(naturalSize(image), rotation);
  const scale = Math.min(1, maxSize / Math.max(turned.width, turned.height));
  canvas.width = Math.round(turned.width * scale);
  canvas.height = Math.round(turned.height * scale);
  const context = canvas.getContext('2d');
  if (!context) return scale;
  context.save();
  context.scale(scale, scale);
  context.translate(turned.width / 2, turned.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
  context.restore();
  context.save();
  context.fillStyle = 'rgba(0, 0, 0, 0.55)';
  context.beginPath();
  context.rect(0, 0, canvas.width, canvas.height);
  context.rect(crop.x * scale, crop.y * scale, crop.size * scale, crop.size * scale);
  context.fill('evenodd');
  context.strokeStyle = '#ffffff';
  context.lineWidth = 2;
  context.strokeRect(crop.x * scale, crop.y * scale, crop.size * scale, crop.size * scale);
  context.restore();
  return scale;
}

/** The crop as the uploaded JPEG (quality 0.75), as a data URL. */
export function croppedJpeg(image: HTMLImageElement, rotation: Rotation, crop: Crop, size: number): string {
  const canvas = document.createElement('canvas');
  drawCrop(canvas, image, rotation, crop, size);
  return canvas.toDataURL(CROP_FORMAT, CROP_QUALITY);
}
