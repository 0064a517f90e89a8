// The connections feature's public face: the button, and the hook behind it for other layouts.
export { ConnectionButton } from './connection-button.tsx';
export { useConnection, type ConnectionControls, type ConnectionPerson } from './use-connection.ts';
export { connectionStanding, type ConnectionAction, type ConnectionStanding } from './connection-state.ts';
