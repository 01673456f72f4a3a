import { addTranslations } from '@kk/platform';

/** The image editor's own texts; registered when the editor first shows, so the shared first-load chunk carries none of them. */
export const imageTexts = {
  da: {
    unreadable: 'Billedet kunne ikke læses. Vælg et andet billede.',
    stageLabel: 'Beskæring: flyt den lyse firkant med piletasterne eller ved at trække',
    moveHint: 'Træk i billedet, eller brug piletasterne, for at flytte udsnittet.',
    preview: 'Sådan bliver det',
    previewLabel: 'Forhåndsvisning af billedet',
    zoom: 'Zoom',
    rotateLeft: 'Drej til venstre',
    rotateRight: 'Drej til højre',
    save: 'Gem billede',
    cancel: 'Annuller',
  },
  en: {
    unreadable: 'The picture cannot be read. Choose another picture.',
    stageLabel: 'Crop: move the bright square with the arrow keys or by dragging',
    moveHint: 'Drag the picture, or use the arrow keys, to move the crop.',
    preview: 'How it will look',
    previewLabel: 'Preview of the picture',
    zoom: 'Zoom',
    rotateLeft: 'Turn left',
    rotateRight: 'Turn right',
    save: 'Save picture',
    cancel: 'Cancel',
  },
};

export function registerImageTexts(): void {
  addTranslations('uiImages', imageTexts);
}
