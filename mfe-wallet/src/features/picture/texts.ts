/** The picture page. */
export const pictureTexts = {
  da: {
    picture: {
      title: 'Skift billede – {{name}}',
      intro: 'Vælg et billede på højst {{limit}} MB. Du kan beskære og dreje det, før det gemmes.',
      choose: 'Vælg billede',
      fileSizeLimit: 'Filen er for stor. Den må højst fylde',
      wrongType: 'Vælg et billede i formatet JPEG, PNG eller WebP.',
      unreadable: 'Billedet kunne ikke læses. Vælg et andet billede.',
      save: 'Gem billede',
      saved: 'Billedet er gemt.',
      saveFailed: 'Billedet kunne ikke gemmes. Prøv igen om lidt.',
      remove: 'Fjern billede',
      removeTitle: 'Fjern billedet?',
      removeBody: 'Billedet af {{name}} fjernes.',
      notAllowed: 'Du har ikke adgang til at skifte billede.',
    },
  },
  en: {
    picture: {
      title: 'Change picture – {{name}}',
      intro: 'Choose a picture of at most {{limit}} MB. You can crop and turn it before it is saved.',
      choose: 'Choose picture',
      fileSizeLimit: 'The file is too large. It may be at most',
      wrongType: 'Choose a picture in JPEG, PNG or WebP format.',
      unreadable: 'The picture cannot be read. Choose another picture.',
      save: 'Save picture',
      saved: 'The picture has been saved.',
      saveFailed: 'The picture could not be saved. Please try again shortly.',
      remove: 'Remove picture',
      removeTitle: 'Remove the picture?',
      removeBody: 'The picture of {{name}} is removed.',
      notAllowed: 'You may not change the picture.',
    },
  },
};
