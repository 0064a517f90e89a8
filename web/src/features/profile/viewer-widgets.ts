// What a signed-in member sees on another member's profile, downloaded once Apollo Client has
// loaded (it reads through it): the connection and message buttons and the mutual connections.
export { ConnectionButton } from '../connections/connection-button.tsx';
export { MutualConnections } from './mutual-connections.tsx';
export { MessageButton } from '../chat/message-button.tsx';
