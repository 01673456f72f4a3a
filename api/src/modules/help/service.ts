import type { HelpVideo } from '@kk/contracts';
import type { Db } from '../../db/db';
import type { ContentLanguage } from '../notifications/language';
import * as help from './repository';

export class HelpService {
  constructor(private readonly db: Db) {}

  async videos(language: ContentLanguage): Promise<HelpVideo[]> {
    const rows = await help.allHelpVideos(this.db);
    return rows.map((row) => ({
      ID: row.id,
      VideoUrl: row.video_url,
      Title: language === 'en' ? row.title_en : row.title_da,
      Description: language === 'en' ? row.description_en : row.description_da,
      Expand: row.expand,
    }));
  }
}
