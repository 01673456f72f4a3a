import { textMatch } from './search-words';

describe('the staff search’s free text (textMatch)', () => {
  it('reads the postings of the words containing the text’s one word', () => {
    expect(textMatch([{ word: 'mælk', words: ['letmælk', 'kakaomælk'] }])).toEqual({ kind: 'words', driver: ['kakaomælk', 'letmælk'], others: [] });
  });

  it('matches nothing when a word of the text is in no indexed word', () => {
    expect(textMatch([{ word: 'skoletrøje', words: ['skoletrøje'] }, { word: 'zebra', words: [] }])).toEqual({ kind: 'none' });
    expect(textMatch([])).toEqual({ kind: 'none' });
  });

  it('reads the longest word first and checks the others against it', () => {
    expect(
      textMatch([
        { word: 'med', words: ['med'] },
        { word: 'sandwich', words: ['sandwich', 'rugbrødssandwich'] },
        { word: 'kalkun', words: ['kalkun'] },
      ]),
    ).toEqual({ kind: 'words', driver: ['rugbrødssandwich', 'sandwich'], others: [['kalkun'], ['med']] });
  });

  it('of equally long words reads first the one in fewer indexed words', () => {
    expect(textMatch([{ word: 'kage', words: ['kage', 'lagkage', 'æblekage'] }, { word: 'logo', words: ['logo'] }])).toEqual({
      kind: 'words',
      driver: ['logo'],
      others: [['kage', 'lagkage', 'æblekage']],
    });
  });

  it('ignores one-character words beside longer ones, and uses them when there is nothing else', () => {
    const i = { word: 'i', words: ['i', 'ris', 'kylling'] };
    expect(textMatch([{ word: 'karry', words: ['karry'] }, i, { word: 'z', words: [] }])).toEqual({ kind: 'words', driver: ['karry'], others: [] });
    expect(textMatch([i, { word: '3', words: ['3'] }])).toEqual({ kind: 'words', driver: ['3'], others: [['i', 'kylling', 'ris']] });
    expect(textMatch([{ word: 'æ', words: ['æble'] }, { word: 'øl', words: ['øl'] }])).toEqual({ kind: 'words', driver: ['øl'], others: [] });
  });

  it('leaves out a word whose indexed words include every one the driver reads', () => {
    expect(textMatch([{ word: 'frugtbæger', words: ['frugtbæger'] }, { word: 'frugt', words: ['frugt', 'frugtbæger', 'frugtspyd'] }])).toEqual({
      kind: 'words',
      driver: ['frugtbæger'],
      others: [],
    });
  });
});
