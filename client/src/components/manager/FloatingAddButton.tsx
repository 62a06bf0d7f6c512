import { ActionIcon, Affix } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

type Props = { label: string; onClick: () => void };

/** On phones the header's create button is hidden and this one takes its place (docs/PRODUCT-RULES.md#pages). */
export function FloatingAddButton({ label, onClick }: Props) {
  return (
    <Affix position={{ bottom: 24, right: 24 }} hiddenFrom="sm">
      <ActionIcon size={56} radius="xl" aria-label={label} onClick={onClick} variant="filled">
        <IconPlus size={28} />
      </ActionIcon>
    </Affix>
  );
}
