// The phone's kit (issue 22): the few components the player's views draw, with Mantine's names,
// props and look but none of its runtime, so that /player downloads React and its own views only.
// It reads Mantine's CSS variables: written by mantineVariables.css on the phone, by the provider in
// the app, which draws the same views at its /player route.
export { actionIconLook, Button, CloseButton, UnstyledButton } from './buttons';
export { Alert, Badge, type BadgeProps, Loader, Paper, Progress } from './feedback';
export { Checkbox, NativeSelect, SegmentedControl, TextInput } from './inputs';
export { Box, type BoxProps, Center, Divider, Group, Image, SimpleGrid, Stack, VisuallyHidden } from './layout';
export { Text, type TextProps, Title } from './typography';
