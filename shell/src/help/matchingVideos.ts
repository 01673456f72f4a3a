import type { HelpVideo } from '@kk/contracts';

/** Videos whose title or description holds every word of the query, in list order. */
export function matchingVideos(videos: readonly HelpVideo[], query: string): HelpVideo[] {
  const words = query.toLocaleLowerCase('da-DK').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...videos];
  return videos.filter((video) => {
    const text = `${video.Title} ${video.Description}`.toLocaleLowerCase('da-DK');
    return words.every((word) => text.includes(word));
  });
}
