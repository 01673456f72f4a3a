import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '@kk/platform';
import {
  centeredCrop,
  cropSizeForZoom,
  IMAGE_PREVIEW_WIDTH,
  moveCrop,
  PICTURE_OUTPUT_SIZE,
  resizeCrop,
  rotate,
  rotatedSize,
  type Crop,
  type Rotation,
} from '@kk/domain';
import { Box, Button, Field, HStack, Loading, Stack, Text } from '@kk/ui';
import { croppedJpeg, drawCrop, drawStage, loadImage, naturalSize } from './canvas';
import { registerImageTexts } from './texts';

const STAGE_SIZE = 360;
/** How far an arrow key moves the crop, in stage pixels. */
const KEY_STEP = 10;

export interface ImageEditorProps {
  /** An object URL or data URL of the chosen file. */
  src: string;
  busy: boolean;
  /** The cropped image as a JPEG data URL. */
  onSave: (dataUrl: string) => void;
  onCancel: () => void;
  /** The save button's text; "Save picture" when omitted. */
  saveLabel?: string;
  /** A wallet picture is shown round, a product picture square. */
  previewShape?: 'circle' | 'square';
  /** The side of the result in pixels (the spec's picture size when omitted). */
  outputSize?: number;
}

/**
 * The image editor (spec sections 5 and 9): a square crop that can be moved (pointer or
 * arrow keys) and zoomed, quarter-turn rotation, a preview 200 px wide, and the result as
 * a JPEG at quality 0.75. Shared by the wallet's picture page and the partner site's
 * product pictures; loaded lazily (`@kk/ui/images`), so pages without it never download it.
 */
export default function ImageEditor({ src, busy, onSave, onCancel, saveLabel, previewShape = 'circle', outputSize = PICTURE_OUTPUT_SIZE }: ImageEditorProps) {
  // The editor's texts join i18n when it first shows.
  useState(registerImageTexts);
  const { t } = useTranslation('uiImages');
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [rotation, setRotation] = useState<Rotation>(0);
  const [zoom, setZoom] = useState(1);
  const [crop, setCrop] = useState<Crop | null>(null);
  const stage = useRef<HTMLCanvasElement>(null);
  const preview = useRef<HTMLCanvasElement>(null);
  const scale = useRef(1);
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    let current = true;
    loadImage(src).then(
      (loaded) => {
        if (!current) return;
        setImage(loaded);
        setCrop(centeredCrop(naturalSize(loaded)));
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [src]);

  useEffect(() => {
    if (!image || !crop) return;
    if (stage.current) scale.current = drawStage(stage.current, image, rotation, crop, STAGE_SIZE);
    if (preview.current) drawCrop(preview.current, image, rotation, crop, IMAGE_PREVIEW_WIDTH);
  }, [image, rotation, crop]);

  if (failed) return <Text role="alert">{t('unreadable')}</Text>;
  if (!image || !crop) return <Loading />;
  const bounds = rotatedSize(naturalSize(image), rotation);

  const turn = (direction: 1 | -1) => {
    const next = rotate(rotation, direction);
    setRotation(next);
    setZoom(1);
    setCrop(centeredCrop(rotatedSize(naturalSize(image), next)));
  };
  const zoomTo = (value: number) => {
    setZoom(value);
    setCrop(resizeCrop(crop, cropSizeForZoom(value, bounds), bounds));
  };
  const moveBy = (dx: number, dy: number) => setCrop(moveCrop(crop, dx / scale.current, dy / scale.current, bounds));

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const step = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] }[event.key];
    if (!step) return;
    event.preventDefault();
    moveBy(step[0]!, step[1]!);
  };
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    moveBy(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  };

  return (
    <Stack gap="4" data-testid="image-editor">
      <HStack gap="6" align="flex-start" wrap="wrap">
        <Box>
          <canvas
            ref={stage}
            tabIndex={0}
            role="img"
            aria-label={t('stageLabel')}
            data-testid="crop-stage"
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            style={{ touchAction: 'none', cursor: 'move', maxWidth: '100%', outlineOffset: 2 }}
          />
          <Text fontSize="sm" color="fg.muted" mt="1">{t('moveHint')}</Text>
        </Box>
        <Box>
          <Text fontWeight="semibold" mb="1">{t('preview')}</Text>
          <canvas ref={preview} width={IMAGE_PREVIEW_WIDTH} height={IMAGE_PREVIEW_WIDTH} data-testid="crop-preview" role="img" aria-label={t('previewLabel')} style={{ width: IMAGE_PREVIEW_WIDTH, borderRadius: previewShape === 'circle' ? '50%' : 4 }} />
        </Box>
      </HStack>
      <Field.Root>
        <Field.Label>{t('zoom')}</Field.Label>
        <input type="range" min={1} max={4} step={0.1} value={zoom} onChange={(event) => zoomTo(Number(event.target.value))} data-testid="crop-zoom" style={{ width: '16rem', accentColor: 'currentColor' }} />
      </Field.Root>
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" size="sm" onClick={() => turn(-1)} data-testid="rotate-left">{t('rotateLeft')}</Button>
        <Button variant="outline" size="sm" onClick={() => turn(1)} data-testid="rotate-right">{t('rotateRight')}</Button>
      </HStack>
      <HStack gap="3">
        <Button variant="outline" onClick={onCancel}>{t('cancel')}</Button>
        <Button loading={busy} onClick={() => onSave(croppedJpeg(image, rotation, crop, outputSize))} data-testid="save-picture">{saveLabel ?? t('save')}</Button>
      </HStack>
    </Stack>
  );
}
