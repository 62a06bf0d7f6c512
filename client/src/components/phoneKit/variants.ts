// The colours of the kit's variants (issue 22): what a filled, light, subtle, outline or default
// button, badge or alert of a palette colour draws with, as CSS variables that phoneKit.module.css reads.

export type Variant = 'filled' | 'light' | 'subtle' | 'outline' | 'default';

export function variantColors(variant: Variant, color: string): Record<string, string> {
  const c = (part: string) => `var(--mantine-color-${color}-${part})`;
  switch (variant) {
    case 'filled':
      return { '--kit-bg': c('filled'), '--kit-hover': c('filled-hover'), '--kit-color': 'var(--mantine-color-white)' };
    case 'light':
      return { '--kit-bg': c('light'), '--kit-hover': c('light-hover'), '--kit-color': c('light-color') };
    case 'subtle':
      return { '--kit-bg': 'transparent', '--kit-hover': c('light-hover'), '--kit-color': c('light-color') };
    case 'outline':
      return { '--kit-bg': 'transparent', '--kit-hover': c('outline-hover'), '--kit-color': c('outline'), '--kit-bd': c('outline') };
    case 'default':
      return {
        '--kit-bg': 'var(--mantine-color-default)',
        '--kit-hover': 'var(--mantine-color-default-hover)',
        '--kit-color': 'var(--mantine-color-default-color)',
        '--kit-bd': 'var(--mantine-color-default-border)',
      };
  }
}
