import {
  base64ByteLength,
  centeredCrop,
  clampCrop,
  cropSizeForZoom,
  drawPlan,
  fileSizeMessage,
  fileTooLarge,
  isAllowedImageType,
  minimumCropSize,
  moveCrop,
  resizeCrop,
  rotate,
  rotatedSize,
  sniffImageType,
  splitDataUrl,
  uploadLimitBytes,
} from './imageEditor';

describe('file checks', () => {
  it('defaults to about 100 MB and takes a limit in MB', () => {
    expect(uploadLimitBytes()).toBe(100 * 1024 * 1024);
    expect(fileTooLarge(10 * 1024 * 1024, 10)).toBe(false);
    expect(fileTooLarge(10 * 1024 * 1024 + 1, 10)).toBe(true);
    expect(fileTooLarge(50 * 1024 * 1024)).toBe(false);
  });

  it('puts the limit after the file-size-limit text', () => {
    expect(fileSizeMessage('Filen er for stor. Den må højst fylde')).toBe('Filen er for stor. Den må højst fylde 10 MB.');
  });

  it('accepts JPEG, PNG and WebP only', () => {
    expect(isAllowedImageType('image/png')).toBe(true);
    expect(isAllowedImageType('image/svg+xml')).toBe(false);
  });
});

describe('rotation', () => {
  it('turns by quarter turns both ways', () => {
    expect(rotate(0, 1)).toBe(90);
    expect(rotate(270, 1)).toBe(0);
    expect(rotate(0, -1)).toBe(270);
  });

  it('swaps width and height on a quarter turn', () => {
    expect(rotatedSize({ width: 300, height: 200 }, 90)).toEqual({ width: 200, height: 300 });
    expect(rotatedSize({ width: 300, height: 200 }, 180)).toEqual({ width: 300, height: 200 });
  });
});

describe('crop', () => {
  const bounds = { width: 400, height: 200 };

  it('starts with the largest centred square', () => {
    expect(centeredCrop(bounds)).toEqual({ size: 200, x: 100, y: 0 });
  });

  it('stays inside the image when moved', () => {
    expect(moveCrop({ size: 100, x: 10, y: 10 }, -50, 500, bounds)).toEqual({ size: 100, x: 0, y: 100 });
    expect(moveCrop({ size: 100, x: 10, y: 10 }, 1000, 0, bounds)).toEqual({ size: 100, x: 300, y: 10 });
  });

  it('resizes about its centre within the minimum and the short side', () => {
    expect(resizeCrop({ size: 100, x: 100, y: 50 }, 50, bounds)).toEqual({ size: 50, x: 125, y: 75 });
    expect(resizeCrop({ size: 100, x: 100, y: 50 }, 1000, bounds)).toEqual({ size: 200, x: 50, y: 0 });
    expect(minimumCropSize(bounds)).toBe(25);
    expect(clampCrop({ size: 1, x: 0, y: 0 }, bounds).size).toBe(25);
  });

  it('maps zoom to a crop size', () => {
    expect(cropSizeForZoom(1, bounds)).toBe(200);
    expect(cropSizeForZoom(2, bounds)).toBe(100);
    expect(cropSizeForZoom(0.5, bounds)).toBe(200);
  });

  it('plans the drawing of the crop on the output square', () => {
    const plan = drawPlan({ width: 300, height: 200 }, 90, { x: 0, y: 50, size: 200 }, 400);
    expect(plan.scale).toBe(2);
    expect(plan.translateX).toBe(100);
    expect(plan.translateY).toBe(100);
    expect(plan.radians).toBeCloseTo(Math.PI / 2);
    expect([plan.drawX, plan.drawY]).toEqual([-150, -100]);
  });
});

describe('payload', () => {
  it('splits a data URL and sizes its base64 without decoding', () => {
    expect(splitDataUrl('data:image/jpeg;base64,/9j/AA==')).toEqual({ fileType: 'image/jpeg', base64: '/9j/AA==' });
    expect(splitDataUrl('not a data url')).toBeNull();
    expect(base64ByteLength('/9j/AA==')).toBe(4);
    expect(base64ByteLength('AAAA')).toBe(3);
  });

  it('tells images by their first bytes', () => {
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffImageType(new TextEncoder().encode('RIFF....WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns='))).toBeNull();
  });
});
