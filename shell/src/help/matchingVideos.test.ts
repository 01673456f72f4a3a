import { matchingVideos } from './matchingVideos';

const video = (ID: string, Title: string, Description = '') => ({ ID, Title, Description, VideoUrl: `/help/${ID}.webm`, Expand: false });
const videos = [video('a', 'Sådan sætter du penge ind', 'Betal med kort'), video('b', 'Sådan bestiller du mad', 'Madplanen'), video('c', 'Skolekort')];

describe('matchingVideos', () => {
  it('shows every video for an empty query', () => {
    expect(matchingVideos(videos, '  ').map((v) => v.ID)).toEqual(['a', 'b', 'c']);
  });

  it('matches every word in title or description, ignoring case and Danish letters alike', () => {
    expect(matchingVideos(videos, 'KORT').map((v) => v.ID)).toEqual(['a', 'c']);
    expect(matchingVideos(videos, 'sådan mad').map((v) => v.ID)).toEqual(['b']);
    expect(matchingVideos(videos, 'ingenting')).toEqual([]);
  });
});
