/** The allergy profile's texts. */
export const allergiesTexts = {
  da: {
    allergies: {
      title: 'Allergier for {{name}}',
      intro: 'Sæt kryds ved det, {{name}} ikke tåler. Retter, der indeholder et af dem, markeres på menuen og kan ikke bestilles til {{name}} – heller ikke hvis bestillingen kommer et andet sted fra.',
      legend: 'Allergener',
      freeTextHint: 'Blokerer alle retter med et allergen, der kun er beskrevet med tekst.',
      save: 'Gem allergier',
      saved: 'Allergierne for {{name}} er gemt.',
      savedNone: 'Allergierne for {{name}} er gemt: ingen.',
      failed: 'Allergierne kunne ikke gemmes. Prøv igen.',
    },
  },
  en: {
    allergies: {
      title: 'Allergies of {{name}}',
      intro: 'Tick what {{name}} cannot have. Dishes that contain any of them are marked on the menu and cannot be ordered for {{name}}, wherever the order comes from.',
      legend: 'Allergens',
      freeTextHint: 'Blocks every dish with an allergen described in words only.',
      save: 'Save allergies',
      saved: 'The allergies of {{name}} are saved.',
      savedNone: 'The allergies of {{name}} are saved: none.',
      failed: 'The allergies could not be saved. Please try again.',
    },
  },
};
