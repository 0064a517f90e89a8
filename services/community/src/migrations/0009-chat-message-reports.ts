import { Migration } from '@mikro-orm/migrations';

/** Reports of chat messages (CHAT_MESSAGE), which chat sends to community's moderators. */
export class CommunityChatMessageReports extends Migration {
  override up(): void {
    this.addSql('alter table report drop constraint report_content_type_check');
    this.addSql("alter table report add constraint report_content_type_check check (content_type in ('CHAT_MESSAGE', 'COMMENT', 'POST', 'PRAYER'))");
  }
}
