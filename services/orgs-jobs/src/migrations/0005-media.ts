import { Migration } from '@mikro-orm/migrations';

/**
 * Files through kit's media port (its tables come from kit's migrations): an organization's image
 * and background, and an application's video, by media file id.
 */
export class OrgsJobsMedia extends Migration {
  override up(): void {
    this.addSql('alter table organization add column profile_image_id uuid, add column background_image_id uuid');
    this.addSql('alter table application add column video_file_id uuid');
  }
}
