// Mantine's Notifications as a module of its own: SnackbarHost imports it on demand. Importing the
// package's index dynamically would count every export of it as used and keep it all in the entry.
export { Notifications as default } from '@mantine/notifications';
