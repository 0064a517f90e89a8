import { Migration } from '@mikro-orm/migrations';

/**
 * Community's group members and event registrants, kept from its events (rooms/rooms.handlers.ts):
 * who belongs in each group's and event's chat, including chats opened after they joined.
 */
export class ChatRooms extends Migration {
  override up(): void {
    this.addSql(`
      create table chat_room_member (
        room_kind text not null check (room_kind in ('GROUP', 'EVENT')),
        room_id uuid not null,
        user_id uuid not null,
        joined_at timestamptz not null default now(),
        primary key (room_kind, room_id, user_id)
      )`);
  }
}
