import { Migration } from '@mikro-orm/migrations';

/**
 * When an invitation by e-mail was last e-mailed (null: never, an address skipped by the limits),
 * which the limits per address count. Invitations made before were all e-mailed when last updated.
 */
export class CommunityInvitationEmailsSent extends Migration {
  override up(): void {
    this.addSql('alter table group_email_invitation add column emailed_at timestamptz');
    this.addSql('update group_email_invitation set emailed_at = updated_at');
    this.addSql('create index group_email_invitation_emailed on group_email_invitation (email, emailed_at)');
  }
}
