import type { Queryable } from '../../db/db';

export interface HelpVideoRow {
  id: string;
  video_url: string;
  title_da: string;
  title_en: string;
  description_da: string;
  description_en: string;
  expand: boolean;
}

export async function allHelpVideos(q: Queryable): Promise<HelpVideoRow[]> {
  const { rows } = await q.query<HelpVideoRow>(
    'SELECT id, video_url, title_da, title_en, description_da, description_en, expand FROM help_videos ORDER BY sort_order, id',
  );
  return rows;
}
