// The phone kit's layout parts (issue 22): Box, Stack, Group, Center, SimpleGrid, Divider, Image and
// VisuallyHidden, with Mantine's defaults (Stack: a column, gap md; Group: a wrapping row, centred,
// gap md) so that views written for Mantine keep their layout without its runtime.
import type { CSSProperties, ElementType, HTMLAttributes, ImgHTMLAttributes, Ref } from 'react';
import classes from './phoneKit.module.css';
import { cx, radiusOf, type Space, space, splitStyleProps, type StyleProps } from './styleProps';

export type BoxProps = StyleProps &
  Omit<HTMLAttributes<HTMLElement>, 'color'> & {
    component?: ElementType;
    // Any element's ref: the element drawn is the `component` given.
    ref?: Ref<HTMLElement>;
    [data: `data-${string}`]: string | number | boolean | undefined;
  };

export function Box({ component: Component = 'div', ...props }: BoxProps) {
  const { style, className, rest } = splitStyleProps(props);
  return <Component {...rest} className={className} style={style} />;
}

type FlexProps = BoxProps & {
  gap?: Space;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
};

export function Stack({ gap = 'md', align, justify, className, style, ...props }: FlexProps) {
  return (
    <Box
      {...props}
      className={cx(classes.stack, className)}
      style={{ gap: space(gap), alignItems: align, justifyContent: justify, ...style }}
    />
  );
}

export function Group({ gap = 'md', align, justify, wrap, className, style, ...props }: FlexProps & { wrap?: CSSProperties['flexWrap'] }) {
  return (
    <Box
      {...props}
      className={cx(classes.group, className)}
      style={{ gap: space(gap), alignItems: align, justifyContent: justify, flexWrap: wrap, ...style }}
    />
  );
}

export function Center({ className, ...props }: BoxProps) {
  return <Box {...props} className={cx(classes.center, className)} />;
}

export function SimpleGrid({ cols = 1, spacing = 'md', style, ...props }: BoxProps & { cols?: number; spacing?: Space }) {
  return (
    <Box {...props} style={{ display: 'grid', gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, gap: space(spacing), ...style }} />
  );
}

export function Divider({ className, ...props }: BoxProps) {
  return <Box component="hr" {...props} className={cx(classes.divider, className)} />;
}

/** Read by screen readers, not drawn. */
export function VisuallyHidden({ className, ...props }: BoxProps) {
  return <Box component="span" {...props} className={cx(classes.visuallyHidden, className)} />;
}

type ImageProps = StyleProps &
  Omit<ImgHTMLAttributes<HTMLImageElement>, 'color'> & {
    fit?: CSSProperties['objectFit'];
    radius?: Space;
  };

export function Image({ fit = 'cover', radius, className, ...props }: ImageProps) {
  const { style, className: responsive, rest } = splitStyleProps(props);
  return (
    <img
      {...rest}
      className={cx(classes.image, responsive, className)}
      style={{ objectFit: fit, borderRadius: radiusOf(radius), ...style }}
    />
  );
}
