import { Center, Loader } from '@mantine/core';

export function CenteredLoader() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}
