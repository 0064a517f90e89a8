import { Migration } from '@mikro-orm/migrations';

/**
 * The profile's files are kit media files (media_file, from kit's media migration), referred to by
 * id: a URL may be presigned and change daily. The URL columns were never writable, so they go.
 */
export class IdentityProfileFiles extends Migration {
  override up(): void {
    this.addSql(`
      alter table profile
        drop column profile_image_url,
        drop column background_image_url,
        drop column profile_resume_url,
        add column profile_image_id uuid,
        add column background_image_id uuid,
        add column resume_file_id uuid`);
  }
}
