// The phone kit's text (issue 22): Text (a paragraph, or a span) and Title (h1-h6), sized as
// Mantine's and the theme's headings (800, Inter).
import { Box, type BoxProps } from './layout';
import classes from './phoneKit.module.css';
import { cx, type Size, fontSize } from './styleProps';

const SIZES = new Set<string>(['xs', 'sm', 'md', 'lg', 'xl']);

export type TextProps = BoxProps & {
  /** A named size sets the line height with it, as Mantine's does; any other length only the size. */
  size?: Size | (string & {});
  span?: boolean;
};

export function Text({ size, span, component, className, style, ...props }: TextProps) {
  const named = size !== undefined && SIZES.has(size);
  return (
    <Box
      component={component ?? (span ? 'span' : 'p')}
      {...props}
      className={cx(classes.text, className)}
      style={{
        // fz and lh, when given, win over the size's.
        fontSize: size === undefined || props.fz !== undefined ? undefined : fontSize(size),
        lineHeight: named && props.lh === undefined ? `var(--mantine-line-height-${size})` : undefined,
        ...style,
      }}
    />
  );
}

type Order = 1 | 2 | 3 | 4 | 5 | 6;

export type TitleProps = BoxProps & {
  order?: Order;
  /** Drawn at another heading's size ('h3'), keeping its own level. */
  size?: `h${Order}`;
};

export function Title({ order = 1, size, className, ...props }: TitleProps) {
  return <Box component={`h${order}`} {...props} className={cx(classes.title, classes[size ?? `h${order}`], className)} />;
}
