/** The access step's texts (step 6 of the guide: invite others, see who has access). */
export const accessTexts = {
  da: {
    access: {
      intro: 'Her kan du give en anden voksen adgang til at se og sætte penge ind på tegnebøgerne.',
    },
  },
  en: {
    access: {
      intro: 'Here you can give another adult access to see and top up the wallets.',
    },
  },
};
